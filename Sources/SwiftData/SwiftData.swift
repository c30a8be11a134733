// SwiftData on Linux: `import SwiftData` as an app written for iOS writes it, over mvcs's Store.
//
// Each model type is a Store in the session's storage, named after the type (`Book`), one row
// a model as JSON anyone can read (`store show Book`, `sqlite3`); a `ModelContext` keeps the
// models it made, what changed since they were saved, and saves them to their Stores in one
// transaction a type; `@Query` follows a context's changes, each placed by binary search.
// docs/STORE.md ("SwiftData") and docs/FRAMEWORK.md say what each API does here.
//
// Like SwiftData, it re-exports Foundation (for `Predicate`, `SortDescriptor`, `Date`) and
// Observation (models are `Observable`).
@_exported import Foundation
@_exported import Observation
