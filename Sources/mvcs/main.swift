import MVCSApps
import MVCSCommandLine

await MVCSCommandLine.main(
  apps: BuiltInApps.all, unlistedApps: BuiltInApps.faults, name: "mvcs", version: MVCSCommandLine.frameworkVersion,
  abstract: "A scriptable shell over a live MVCS view-controller hierarchy.")
