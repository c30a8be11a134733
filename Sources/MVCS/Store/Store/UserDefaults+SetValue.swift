import Foundation

#if !canImport(Darwin)
  extension UserDefaults {
    /// Sets the default `key` to `value`, as `setValue(_:forKey:)` does on Apple's platforms
    /// (key-value coding, which Foundation on Linux lacks): `set(_:forKey:)`,
    /// so a model that saves with it builds unchanged; a nil value removes the key.
    ///
    /// ```swift
    /// UserDefaults.standard.setValue(Data("[]".utf8), forKey: "items_list")
    /// ```
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
