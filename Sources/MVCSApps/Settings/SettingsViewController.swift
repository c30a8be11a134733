import MVCS

/// The settings screen: a section per area, each control bound to its stored value.
///
/// ```text
/// CONNECTIVITY
/// [ ] Airplane Mode
/// [x] Wi-Fi
/// …
/// [! Reset All Settings]
/// ```
final class SettingsViewController: ViewController {
  private let values: SettingsValues
  private let environment: AppEnvironment
  /// The software update's progress; not stored, so a relaunch starts it over.
  private var update = SoftwareUpdate.idle {
    didSet { setNeedsDisplay() }
  }

  init(values: SettingsValues, environment: AppEnvironment) {
    self.values = values
    self.environment = environment
    super.init(name: "settings", title: "Settings")
  }

  override var body: any View {
    let values = values
    let radiosOff = values.airplaneMode.value
    return VStack(alignment: .leading) {
      section("Connectivity")
      Toggle("Airplane Mode", isOn: values.airplaneMode.binding)
      Toggle("Wi-Fi", isOn: values.wifi.binding).disabled(radiosOff)
      Toggle("Bluetooth", isOn: values.bluetooth.binding).disabled(radiosOff)
      Spacer()
      section("Display & Brightness")
      Picker("Appearance", selection: values.appearance.binding) {
        for appearance in Appearance.allCases { Text(appearance.title).tag(appearance) }
      }
      .pickerStyle(.segmented)
      Stepper("Text Size", value: values.textSize.binding, in: 1...7)
      Picker("Auto-Lock", selection: values.autoLock.binding) {
        for delay in AutoLock.allCases { Text(delay.title).tag(delay) }
      }
      .pickerStyle(.menu)
      Spacer()
      section("Sounds")
      Picker("Ringtone", selection: values.ringtone.binding) {
        for ringtone in Ringtone.allCases { Text(ringtone.title).tag(ringtone) }
      }
      .pickerStyle(.inline)
      Stepper("Volume", value: values.volume.binding, in: 0...100, step: 10, format: .percent)
      Spacer()
      section("Privacy")
      SecureField("Passcode", text: values.passcode.binding, prompt: "4 digits")
      Picker("Require Passcode", selection: values.passcodeDelay.binding) {
        for delay in PasscodeDelay.allCases { Text(delay.title).tag(delay) }
      }
      .pickerStyle(.menu)
      .disabled(values.passcode.value.isEmpty)
      Spacer()
      section("General")
      TextField("Name", text: values.deviceName.binding, prompt: "iPhone")
      TextField("Data Plan (GB)", value: values.dataPlan.binding, format: .number, prompt: "no limit")
      TextEditor("Signature", text: values.signature.binding)
      Spacer()
      section("Software Update")
      updateView
      Spacer()
      Button("Reset All Settings", role: .destructive, action: "ask-to-reset-all-settings")
    }
  }

  override var actions: [Action] {
    [
      Action("check-for-update", summary: "Checks for a software update and installs it") { [unowned self] _ in
        checkForUpdate()
      },
      // Its confirmation's button runs "reset-all-settings", the app's reset.
      Action("ask-to-reset-all-settings", summary: "Asks to put every setting back to its default") {
        [unowned self] _ in
        confirmationDialog(
          "Reset All Settings?", message: "Every setting goes back to its default. Nothing else is erased.",
          buttons: [
            AlertButton("Reset All Settings", role: .destructive) { [unowned self] in
              values.resetAll()
              log("reset all settings")
            },
            AlertButton("Cancel", role: .cancel),
          ])
      },
    ]
  }

  /// What the settings' own rules say of their values, apart from the controls that set them.
  override var invariants: [Invariant] {
    [
      Invariant("Text Size is from 1 to 7") { [unowned self] in
        (1...7).contains(values.textSize.value) ? nil : "it is \(values.textSize.value)"
      },
      Invariant("Volume is from 0% to 100% in tens") { [unowned self] in
        let volume = values.volume.value
        return (0...100).contains(volume) && volume % 10 == 0 ? nil : "it is \(volume)%"
      },
      Invariant("an update's download is from 0% to 100%") { [unowned self] in
        guard case .downloading(let percent) = update, !(0...100).contains(percent) else { return nil }
        return "it is at \(percent)%"
      },
    ]
  }

  /// A section's header, as iOS Settings shows it: upper case, dim.
  private func section(_ title: String) -> some View {
    Text(title.uppercased(), style: .dim)
  }

  /// The update's state: a button, a progress view while it runs, then the news.
  @ViewBuilder private var updateView: some View {
    switch update {
    case .idle: Button("Check for Update", action: "check-for-update")
    case .checking: ProgressView("Checking for Update")
    case .downloading(let percent): ProgressView("Downloading \(SoftwareUpdate.version)", value: Double(percent) / 100)
    case .upToDate: Text("\(SoftwareUpdate.version) is installed. Your iPhone is up to date.")
    }
  }

  /// Checks, then downloads in steps, on the app's clock: `clock advance` moves it along.
  private func checkForUpdate() {
    guard update == .idle else { return }
    update = .checking
    let runtime = environment.runtime
    let clock = environment.clock
    runtime.spawn { [weak self] in
      do {
        try await runtime.sleep(for: SoftwareUpdate.checkSeconds, on: clock)
        var percent = 0
        while percent < 100 {
          self?.update = .downloading(percent: percent)
          try await runtime.sleep(for: SoftwareUpdate.stepSeconds, on: clock)
          percent += SoftwareUpdate.stepPercent
        }
        self?.update = .upToDate
      } catch {
        // Cancelled with the app: nothing is left to show it to.
        self?.update = .idle
      }
    }
  }
}
