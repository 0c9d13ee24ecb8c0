// HoneycombLauncher: an Apple-Watch-style launcher of 40 app icons on a
// `HoneycombGrid`: drag to scroll (it settles with inertia), tap an icon to
// select it and bring it to the middle, and the fisheye shrinks the icons
// near the edges. The grid uses `placement: .growing`, so each icon keeps
// its cell: "Add app" appends a new app, which grows into a free cell next
// to the selected icon (next to the center when none is selected), and
// "Remove" deletes the selected app and frees its cell, leaving the others
// where they are. The selected icon draws itself highlighted from
// `@Environment(\.isHexCellSelected)`.

import HexGridSwiftUI
import SwiftUI

@main
struct HoneycombLauncherApp: App {
  var body: some Scene {
    WindowGroup {
      LauncherScreen()
    }
  }
}

/// An app on the launcher.
struct LauncherItem: Identifiable {
  let id: Int
  var name: String
  var color: Color

  static let palette: [Color] = [.blue, .green, .orange, .red, .yellow, .gray]

  /// The app numbered `id`, colored from the palette by its number.
  init(id: Int) {
    self.id = id
    self.name = "App \(id)"
    self.color = Self.palette[id % Self.palette.count]
  }
}

/// The honeycomb, with buttons to add and remove apps.
struct LauncherScreen: View {
  @State private var apps = (1...40).map(LauncherItem.init(id:))
  @State private var selected: Int?
  @State private var nextID = 41

  var body: some View {
    VStack {
      HoneycombGrid(apps, id: \.id, selection: $selected, placement: .growing, diameter: 72) { app in
        AppIcon(app: app)
      }
      HStack(spacing: 24) {
        Button("Add app") {
          apps.append(LauncherItem(id: nextID))
          nextID += 1
        }
        Button("Remove") {
          apps.removeAll { $0.id == selected }
          selected = nil
        }
        .disabled(selected == nil)
      }
      .padding()
    }
  }
}

/// An icon: the app's color with its name, brighter and bold while selected.
///
/// The honeycomb frames it at its diameter and clips it to a circle.
struct AppIcon: View {
  var app: LauncherItem
  @Environment(\.isHexCellSelected) private var isSelected

  var body: some View {
    ZStack {
      app.color.opacity(isSelected ? 1 : 0.7)
      Text(app.name)
        .fontWeight(isSelected ? .bold : .regular)
        .font(.caption)
    }
  }
}
