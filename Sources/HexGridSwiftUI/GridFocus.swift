// What the grid views share: reading order, keyboard focus and the
// modifiers that hide, focus and move between cells.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// Reading order and keyboard focus over a grid's placed cells.
  package enum GridFocus {
    /// The accessibility sort priority of each subview: the first cell in
    /// reading order gets `count`, the next `count − 1`, and so on (SwiftUI
    /// reads higher priorities first); a subview that is not placed gets 0
    /// and is hidden.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is `count`.
    package static func sortPriorities(_ cells: PlacedCells, count: Int) -> [Double] {
      var priorities = [Double](repeating: 0, count: count)
      let order = cells.subviewIndicesInReadingOrder()
      for (rank, subview) in order.enumerated() where subview < count {
        priorities[subview] = Double(order.count - rank)
      }
      return priorities
    }

    /// Whether each subview has a cell: the ones without are drawn with
    /// opacity 0, let touches through and are hidden from accessibility,
    /// so that no view shows at the top-leading corner where the layout
    /// parks them, whatever its frame.
    ///
    /// - Complexity: O(*n*), where *n* is `count`.
    package static func placedSubviews(_ cells: PlacedCells, count: Int) -> [Bool] {
      var placed = [Bool](repeating: false, count: count)
      cells.forEach { if $0.subviewIndex < count { placed[$0.subviewIndex] = true } }
      return placed
    }

    /// Returns the identity focus moves to from `current` in `direction`:
    /// the engine's next cell that way, or `current` at the edge; from no
    /// focus (or a cell not placed), the first cell in reading order.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of cells.
    package static func focus(
      after current: AnyHashable?, toward direction: ScreenDirection, ids: [AnyHashable], cells: PlacedCells
    ) -> AnyHashable? {
      guard let current, let index = ids.firstIndex(of: current), cells.placement(ofSubview: index) != nil else {
        return cells.subviewIndicesInReadingOrder().first.flatMap { ids.indices.contains($0) ? ids[$0] : nil }
          ?? current
      }
      guard let next = cells.subviewIndex(from: index, toward: direction), ids.indices.contains(next) else {
        return current
      }
      return ids[next]
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Hides a subview that has no cell.
    ///
    /// Opacity 0, no hit testing, hidden from accessibility: a view with a fixed frame ignores the zero
    /// proposal the layout parks it with, so the layout alone cannot hide it.
    func hiddenUnlessPlaced(_ isPlaced: Bool) -> some View {
      opacity(isPlaced ? 1 : 0).allowsHitTesting(isPlaced).accessibilityHidden(!isPlaced)
    }

    /// Makes the cell focusable and binds its focus to `value`.
    ///
    /// `focusable()` exists from iOS 17 (before that a cell still takes
    /// programmatic focus), and at this module's floor everywhere else
    /// (macOS 12, tvOS 15, watchOS 8, visionOS 1), where a check would be
    /// one the compiler warns is always true.
    @ViewBuilder
    func gridCellFocus(_ binding: FocusState<AnyHashable?>.Binding, equals value: AnyHashable) -> some View {
      #if os(iOS)
        if #available(iOS 17, *) {
          focusable().focused(binding, equals: value)
        } else {
          focused(binding, equals: value)
        }
      #else
        focusable().focused(binding, equals: value)
      #endif
    }

    /// Makes the cell one accessibility element, and a selectable one when
    /// `isSelectable`.
    ///
    /// A selectable cell calls `select` on a tap inside its content shape
    /// (on tvOS, a press of the select button on the focused cell) and on
    /// VoiceOver's activation; it is a button, with the `isSelected` trait
    /// while `isSelected`. A cell that is not selectable catches no tap and
    /// offers no action.
    ///
    /// The tap gesture goes after the cell's `contentShape`, so SwiftUI
    /// hit-tests it against that shape rather than the cell's frame.
    @ViewBuilder
    func selectableCell(_ isSelectable: Bool, isSelected: Bool, select: @escaping () -> Void) -> some View {
      if isSelectable {
        onTapGesture(perform: select)
          .accessibilityElement(children: .combine)
          .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
          .accessibilityAction { select() }
      } else {
        accessibilityElement(children: .combine)
      }
    }

    /// Calls `action` when Return or Space is pressed on a hardware
    /// keyboard while the view or a cell inside it has focus.
    ///
    /// `action` selects the focused cell and answers whether there was one
    /// (a key with no cell to select goes on to other handlers). It works
    /// from iOS 17, iPadOS 17, macOS 14, tvOS 17 and visionOS 1; before
    /// that, and on watchOS, which has no keyboard, the view is returned
    /// unchanged.
    @ViewBuilder
    func onSelectKeys(_ action: @escaping () -> Bool) -> some View {
      #if !os(watchOS)
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
          onKeyPress(.return) { action() ? .handled : .ignored }
            .onKeyPress(.space) { action() ? .handled : .ignored }
        } else {
          self
        }
      #else
        self
      #endif
    }

    /// Calls `action` when the focused cell is pressed with the remote's
    /// select button: tvOS only, where a cell cannot be tapped; elsewhere
    /// the view is returned unchanged (the honeycomb's drag gesture taps).
    @ViewBuilder
    func onSelectButton(_ action: @escaping () -> Void) -> some View {
      #if os(tvOS)
        onTapGesture(perform: action)
      #else
        self
      #endif
    }

    /// Scrolls with the Digital Crown on watchOS, as the watch's app
    /// launcher does: the crown's value is `offset`, within `range`;
    /// elsewhere the view is returned unchanged.
    ///
    /// (Not compiled against a watchOS SDK here: no mirror of one was
    /// found; the call follows the iPhoneOS 18.6 SDK's declaration of
    /// `digitalCrownRotation(_:from:through:by:sensitivity:isContinuous:isHapticFeedbackEnabled:)`,
    /// watchOS 6 and later.)
    @ViewBuilder
    func crownScroll(_ offset: Binding<Double>, in range: ClosedRange<Double>) -> some View {
      #if os(watchOS)
        focusable().digitalCrownRotation(
          offset, from: range.lowerBound, through: range.upperBound, sensitivity: .low, isContinuous: false,
          isHapticFeedbackEnabled: true)
      #else
        self
      #endif
    }

    /// Calls `action` with each arrow key or move command: on macOS and
    /// tvOS through `onMoveCommand` (the arrow keys, the remote), on iOS
    /// 17, iPadOS 17 and visionOS through `onKeyPress` (a hardware
    /// keyboard's arrow keys).
    func onScreenMove(_ action: @escaping (ScreenDirection) -> Void) -> some View {
      onMoveCommands(action).onArrowKeys(action)
    }

    /// Adds `onMoveCommand` where it exists: macOS and tvOS.
    ///
    /// It does not exist on iOS (Mac Catalyst included), watchOS or
    /// visionOS, where the view is returned unchanged. On Apple platforms
    /// the condition is the same as `os(macOS) || os(tvOS)`; the Linux
    /// model of the SDK compiles it too.
    @ViewBuilder
    private func onMoveCommands(_ action: @escaping (ScreenDirection) -> Void) -> some View {
      #if !os(iOS) && !os(watchOS) && !os(visionOS)
        onMoveCommand { direction in
          switch direction {
          case .up: action(.up)
          case .down: action(.down)
          case .left: action(.left)
          case .right: action(.right)
          @unknown default: break
          }
        }
      #else
        self
      #endif
    }

    /// Handles the arrow keys through `onKeyPress` where move commands do
    /// not exist.
    ///
    /// That is iOS, iPadOS, Mac Catalyst and visionOS (and the Linux model
    /// of the SDK), from iOS 17 and visionOS 1. macOS and tvOS get the
    /// arrows as move commands instead, and watchOS has no keyboard.
    @ViewBuilder
    private func onArrowKeys(_ action: @escaping (ScreenDirection) -> Void) -> some View {
      #if !os(macOS) && !os(tvOS) && !os(watchOS)
        if #available(iOS 17, visionOS 1, *) {
          onKeyPress(.upArrow) {
            action(.up)
            return .handled
          }
          .onKeyPress(.downArrow) {
            action(.down)
            return .handled
          }
          .onKeyPress(.leftArrow) {
            action(.left)
            return .handled
          }
          .onKeyPress(.rightArrow) {
            action(.right)
            return .handled
          }
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
