#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

extension SerializedPresentation {
  /// `onDismiss` with the model told first that the dismissal ended, so that a presentation
  /// `onDismiss` asks for follows it instead of being dropped as busy.
  fileprivate func reportingDismissal(_ onDismiss: (() -> Void)?) -> () -> Void {
    {
      self.platformDismissed()
      onDismiss?()
    }
  }
}

/// A presentation's content, with the probe that reports its transitions from inside it.
private struct PresentedContent<Item: Hashable, Content: View>: View {
  let presentation: SerializedPresentation<Item>
  let content: Content

  var body: some View {
    ZStack {
      PresentationTransitionProbe(presentation: presentation, role: .content).frame(width: 0, height: 0)
      content
    }
  }
}

extension View {
  /// Presents a sheet for the item of a ``ControlThrottle/SerializedPresentation``: presentations
  /// and dismissals run one at a time per window.
  ///
  /// ```swift
  /// Button("Compose") { compose.present(Draft(id: 1)) }
  ///   .serializedSheet(compose) { draft in ComposeView(draft: draft) }
  /// ```
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - onDismiss: Run when the sheet is dismissed.
  ///   - content: The sheet for the item.
  /// - Returns: A view that presents the sheet.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedSheet<Item: Identifiable & Hashable, Content: View>(
    _ presentation: SerializedPresentation<Item>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedSheet")
    return SerializedPresentationReader(presentation) { item, _ in
      sheet(item: item, onDismiss: presentation.reportingDismissal(onDismiss)) { value in
        PresentedContent(presentation: presentation, content: content(value))
      }
    }
  }

  /// Presents a sheet while a ``ControlThrottle/SerializedPresentation`` is presented.
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - onDismiss: Run when the sheet is dismissed.
  ///   - content: The sheet.
  /// - Returns: A view that presents the sheet.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedSheet<Content: View>(
    _ presentation: SerializedPresentation<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedSheet")
    return SerializedPresentationReader(presentation) { _, isPresented in
      sheet(isPresented: isPresented, onDismiss: presentation.reportingDismissal(onDismiss)) {
        PresentedContent(presentation: presentation, content: content())
      }
    }
  }

  #if !os(macOS)
  /// Presents a full-screen cover for the item of a ``ControlThrottle/SerializedPresentation``.
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - onDismiss: Run when the cover is dismissed.
  ///   - content: The cover for the item.
  /// - Returns: A view that presents the cover.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedFullScreenCover<Item: Identifiable & Hashable, Content: View>(
    _ presentation: SerializedPresentation<Item>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedFullScreenCover")
    return SerializedPresentationReader(presentation) { item, _ in
      fullScreenCover(item: item, onDismiss: presentation.reportingDismissal(onDismiss)) { value in
        PresentedContent(presentation: presentation, content: content(value))
      }
    }
  }

  /// Presents a full-screen cover while a ``ControlThrottle/SerializedPresentation`` is presented.
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - onDismiss: Run when the cover is dismissed.
  ///   - content: The cover.
  /// - Returns: A view that presents the cover.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedFullScreenCover<Content: View>(
    _ presentation: SerializedPresentation<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedFullScreenCover")
    return SerializedPresentationReader(presentation) { _, isPresented in
      fullScreenCover(isPresented: isPresented, onDismiss: presentation.reportingDismissal(onDismiss)) {
        PresentedContent(presentation: presentation, content: content())
      }
    }
  }
  #endif

  #if !os(tvOS) && !os(watchOS)
  /// Presents a popover for the item of a ``ControlThrottle/SerializedPresentation``: it follows the
  /// rules of a sheet, and is one where the system shows popovers as sheets (compact width).
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - attachmentAnchor: Where the popover attaches to the view.
  ///   - content: The popover for the item.
  /// - Returns: A view that presents the popover.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedPopover<Item: Identifiable & Hashable, Content: View>(
    _ presentation: SerializedPresentation<Item>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedPopover")
    return SerializedPresentationReader(presentation) { item, _ in
      popover(item: item, attachmentAnchor: attachmentAnchor) { value in
        PresentedContent(presentation: presentation, content: content(value))
      }
    }
  }

  /// Presents a popover while a ``ControlThrottle/SerializedPresentation`` is presented.
  ///
  /// - Parameters:
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/screen`` presentation.
  ///   - attachmentAnchor: Where the popover attaches to the view.
  ///   - content: The popover.
  /// - Returns: A view that presents the popover.
  /// - Precondition: `presentation` has the `.screen` style.
  public func serializedPopover<Content: View>(
    _ presentation: SerializedPresentation<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presentation.requireStyle(.screen, for: "serializedPopover")
    return SerializedPresentationReader(presentation) { _, isPresented in
      popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor) {
        PresentedContent(presentation: presentation, content: content())
      }
    }
  }
  #endif

  /// Presents an alert while a ``ControlThrottle/SerializedPresentation`` is presented; a sheet
  /// one of its actions presents appears once the alert is gone.
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/dialog`` presentation.
  ///   - actions: The alert's buttons.
  /// - Returns: A view that presents the alert.
  /// - Precondition: `presentation` has the `.dialog` style.
  public func serializedAlert<Actions: View>(
    _ titleKey: LocalizedStringKey,
    _ presentation: SerializedPresentation<Bool>,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    presentation.requireStyle(.dialog, for: "serializedAlert")
    let actions = actions()
    return SerializedPresentationReader(presentation) { _, isPresented in
      alert(titleKey, isPresented: isPresented) { actions }
    }
  }

  /// Presents a confirmation dialog while a ``ControlThrottle/SerializedPresentation`` is
  /// presented; a sheet one of its actions presents appears once the dialog is gone.
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - presentation: A ``ControlThrottle/SerializedPresentation/Style/dialog`` presentation.
  ///   - titleVisibility: Whether the title shows.
  ///   - actions: The dialog's buttons.
  /// - Returns: A view that presents the dialog.
  /// - Precondition: `presentation` has the `.dialog` style.
  public func serializedConfirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey,
    _ presentation: SerializedPresentation<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> some View {
    presentation.requireStyle(.dialog, for: "serializedConfirmationDialog")
    let actions = actions()
    return SerializedPresentationReader(presentation) { _, isPresented in
      confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility) { actions }
    }
  }
}
#endif
