import MVCS

/// The Pandas app's screen: the favourites carousel on top, the red panda card below.
final class PandasViewController: ViewController {
  let carousel: FavoritesCarouselViewController
  let card: RedPandaCardViewController

  init(images: ImagesController, settings: PandasSettings) {
    carousel = FavoritesCarouselViewController(images: images, settings: settings)
    card = RedPandaCardViewController(images: images, settings: settings)
    super.init(name: "pandas", title: "Red Pandas")
    // The card knows which pictures are saved; the carousel knows how to show one.
    card.viewFavorite = { [unowned carousel] image in carousel.focus(on: image) }
  }

  override func viewDidLoad() {
    embedChild(carousel)
    embedChild(card)
  }

  override var body: any View {
    VStack(alignment: .leading) {
      Embed(carousel)
      Divider()
      Embed(card)
    }
  }
}
