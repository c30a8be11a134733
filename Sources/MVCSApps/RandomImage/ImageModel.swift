import Observation

/// RandomImage's state; the screen reads it, only ``ImageController`` changes it.
/// Observable, so a change redraws the screen that shows it.
@MainActor
@Observable
public final class ImageModel {
  public internal(set) var state = ImageState.none

  public init() {}
}
