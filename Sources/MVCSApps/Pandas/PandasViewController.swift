import MVCS

/// The Pandas app's screen: the favourites carousel on top, the red panda card below.
public final class PandasViewController: ViewController {
  public let carousel: FavoritesCarouselViewController
  public let card: RedPandaCardViewController

  public init(images: ImagesController, settings: PandasSettings) {
    carousel = FavoritesCarouselViewController(images: images, settings: settings)
    card = RedPandaCardViewController(images: images, settings: settings)
    super.init(name: "pandas", title: "Red Pandas")
    // The card knows which pictures are saved; the carousel knows how to show one.
    card.viewFavorite = { [unowned carousel] image in carousel.focus(on: image) }
  }

  public override func viewDidLoad() {
    embedChild(carousel)
    embedChild(card)
  }

  public override var body: any View {
    VStack {
      Embed(carousel)
      Divider()
      Embed(card)
    }
  }
}
