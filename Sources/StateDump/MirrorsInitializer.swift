/// A type whose custom mirror shows the arguments of its initializer, in order, so Swift source
/// writes it from its mirror: `AlertState<Action>(title: "Delete?", message: nil, buttons: [])`.
/// Without it, Swift source writes a comment in place of a value with a custom mirror.
package protocol _MirrorsInitializer {}
