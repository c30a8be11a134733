import MVCSUI

/// The Pandas app's screen, as the seed's `Main` is: it owns the favourites carousel on top
/// and the red panda card below, each a view controller drawn inline.
final class Main: ViewController {
  let carousel: FavoritesCarousel
  let card: RedPandaCard

  init(images: ImagesController, settings: PandasSettings) {
    carousel = FavoritesCarousel(images: images, settings: settings)
    card = RedPandaCard(images: images, settings: settings)
    super.init(name: "pandas", title: "Red Pandas")
    // The card knows which pictures are saved; the carousel knows how to show one.
    card.viewFavorite = { [unowned carousel] image in carousel.focus(on: image) }
  }

  var view: some View {
    VStack(alignment: .leading, spacing: 0.0) {
      carousel
        .controlledContentView  // essentially the "presentInline"
        .padding(.bottom, 8.0)

      Divider()

      card
        .controlledContentView
    }
  }
}
