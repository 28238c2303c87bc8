// One import gives a test everything it needs: `import ReducerCheck` brings the reducer runtime
// (`Reducer`, `TestStore`'s feature types, dependencies), the generators (`Gen`) and Foundation
// (`UUID`, `Date`, which the tests reports print use) along.
@_exported import Foundation
@_exported import Generators
@_exported import ReducerCore
