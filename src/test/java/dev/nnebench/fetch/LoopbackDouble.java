package dev.nnebench.fetch;

import dev.nnebench.target.LoopbackTarget;
import dev.nnebench.target.TargetOptions;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The loopback double as bench starts it, one for a test class's tests: started before the
 * first, closed after the last. Register with {@code @RegisterExtension static final}.
 */
final class LoopbackDouble implements BeforeAllCallback, AfterAllCallback {
  private LoopbackTarget target;

  @Override
  public void beforeAll(ExtensionContext context) {
    target = LoopbackTarget.start(TargetOptions.loopback());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    target.close();
  }

  /** The running double. */
  LoopbackTarget target() {
    return target;
  }
}
