import ControlThrottle

/// A feed whose refresh is an awaited run.
@MainActor final class FeedModel {
  let refresh = AsyncThrottledAction(registry: ThrottleRegistry()) {}
}

@MainActor func pullToRefresh(_ model: FeedModel) async {
  // <the block>
}
