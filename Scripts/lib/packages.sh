# Installs the Debian packages mvcs needs when they are missing; sourced by Scripts/shell
# and Scripts/test. Usage: ensure_packages libedit-dev tmux
ensure_packages() {
  local missing=()
  local package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "mvcs needs these Debian packages, which are not installed: ${missing[*]}" >&2
    echo "Installing them needs root. Run: sudo apt-get install -y ${missing[*]}" >&2
    echo "then run this command again." >&2
    exit 2
  fi
  echo "Installing ${missing[*]} with apt-get…" >&2
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
    # A new machine may have no package lists yet.
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}
