//
//  AboutView.swift
//  Groceries
//

import SwiftUI

struct AboutView: View {
    var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
    }

    var body: some View {
        Form {
            LabeledContent("Bundle", value: Bundle.main.bundleIdentifier ?? "none")
            LabeledContent("Version", value: version)
        }
        .navigationTitle("About")
    }
}
