/// Heap memory for a value that its owning main-actor object reads and writes on every decision.
///
/// A stored `var` of a class is checked for exclusive access at run time whenever the compiler
/// cannot prove the check unnecessary — and a decision that then calls out (to an observer, to
/// scheduled work) is enough to defeat the proof. Each check costs more than the decision itself.
/// Reaching the value through a pointer skips the check; the owner keeps accesses short and never
/// overlapping, which its tests cover, and frees the memory in its `deinit`.
@usableFromInline
package struct UncheckedStorage<Value>: @unchecked Sendable {
  // Sendable: only the owning main-actor object touches the value, and its nonisolated `deinit`
  // frees it once nothing else can reach it.
  @usableFromInline package let pointer: UnsafeMutablePointer<Value>

  /// Allocates storage holding `value`.
  package init(_ value: Value) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: value)
  }

  /// Destroys the value and frees the memory; call once, from the owner's `deinit`.
  package func deallocate() {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }
}
