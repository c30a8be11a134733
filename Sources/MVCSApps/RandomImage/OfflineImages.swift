/// The pictures the offline source hands out, in order: a fixed list, so every run of a
/// script sees the same images.
enum OfflineImages {
  static let all: [RandomImage] = [
    RandomImage(
      name: "Mountains at dawn", width: 640, height: 480,
      picture: [
        "      \\ | /",
        "    --  o  --",
        "   /\\   /\\",
        "  /  \\_/  \\  /\\",
        " /         \\/  \\",
        "/               \\",
      ]),
    RandomImage(
      name: "Lighthouse", width: 480, height: 640,
      picture: [
        "   _/\\_",
        "   |[]|  ~~",
        "   |  |",
        "   |[]|",
        "  /____\\",
        "~~~~~~~~~~~~~~",
      ]),
    RandomImage(
      name: "Cat", width: 500, height: 500,
      picture: [
        " /\\_/\\",
        "( o.o )",
        " > ^ <",
      ]),
    RandomImage(
      name: "Sailboat", width: 800, height: 600,
      picture: [
        "     |\\",
        "     | \\",
        "     |  \\",
        "  ___|___\\_",
        "  \\_______/",
        "~~~~~~~~~~~~~~",
      ]),
    RandomImage(
      name: "Pine forest", width: 1024, height: 768,
      picture: [
        "  ^     ^     ^",
        " /|\\   /|\\   /|\\",
        "//|\\\\ //|\\\\ //|\\\\",
        "  |     |     |",
      ]),
  ]
}
