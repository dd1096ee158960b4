package dev.nnebench.target;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.PullResponseItem;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.utility.TestcontainersConfiguration;

/**
 * Pulls the image before the container starts, when the engine lacks it, with a heartbeat line
 * every {@link #HEARTBEAT} ({@link PullProgress}): a first pull is several GB, and minutes of
 * silence read as a hang. The container's start then finds the image and pulls nothing.
 */
final class ImagePull {
  static final Duration HEARTBEAT = Duration.ofSeconds(15);

  private ImagePull() {}

  /** Pulls {@code image} unless the engine has it; fails as the pull failed. */
  static void ensure(String image, Consumer<String> console) {
    DockerClient client = DockerClientFactory.instance().client();
    try {
      client.inspectImageCmd(image).exec();
      return;
    } catch (NotFoundException e) {
      console.accept("pulling " + image + " (several GB; a first start takes minutes)");
    }
    PullProgress progress = new PullProgress();
    long started = System.nanoTime();
    ScheduledExecutorService beat = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "nnebench-pull-heartbeat");
      t.setDaemon(true);
      return t;
    });
    beat.scheduleAtFixedRate(() -> console.accept(progress.line(image,
        Duration.ofNanos(System.nanoTime() - started))), HEARTBEAT.toSeconds(),
        HEARTBEAT.toSeconds(), TimeUnit.SECONDS);
    try {
      long limit = TestcontainersConfiguration.getInstance().getImagePullTimeout();
      if (!client.pullImageCmd(image).exec(new ResultCallback.Adapter<PullResponseItem>() {
        @Override
        public void onNext(PullResponseItem item) {
          progress.accept(item);
        }
      }).awaitCompletion(limit, TimeUnit.SECONDS)) {
        throw new IllegalStateException("Timed out pulling image " + image + " after " + limit
            + " s (pull.timeout)");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while pulling image " + image, e);
    } finally {
      beat.shutdownNow();
    }
    console.accept(progress.line(image, Duration.ofNanos(System.nanoTime() - started))
        .replaceFirst("^pulling", "pulled"));
  }
}
