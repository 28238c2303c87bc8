// One import gives a test everything it needs: `import ReducerCheck` brings the reducer runtime
// (`Reducer`, `TestStore`'s feature types, dependencies) and the generators (`Gen`) along.
@_exported import Generators
@_exported import ReducerCore
