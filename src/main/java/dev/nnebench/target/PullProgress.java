package dev.nnebench.target;

import com.github.dockerjava.api.model.PullResponseItem;
import com.github.dockerjava.api.model.ResponseItem.ProgressDetail;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A pull's progress summed over its layers from the engine's pull stream ({@code POST
 * /images/create}: one JSON object per event, {@code {"id": layer, "status": "Downloading",
 * "progressDetail": {"current": n, "total": m}}}), as the heartbeat line the console shows every
 * few seconds: Testcontainers prints only when a layer completes, and the image's largest layer
 * takes minutes.
 */
final class PullProgress {
  private record Layer(long current, long total, boolean done) {}

  private final Map<String, Layer> layers = new LinkedHashMap<>();

  /** Takes one event of the stream. */
  synchronized void accept(PullResponseItem item) {
    String id = item.getId();
    String status = item.getStatus();
    if (id == null || status == null) {
      return;
    }
    Layer was = layers.getOrDefault(id, new Layer(0, 0, false));
    ProgressDetail d = item.getProgressDetail();
    if (status.startsWith("Downloading") && d != null && d.getTotal() != null
        && d.getTotal() > 0) {
      layers.put(id, new Layer(d.getCurrent() == null ? 0 : d.getCurrent(), d.getTotal(), false));
    } else if (status.startsWith("Download complete") || status.startsWith("Pull complete")
        || status.startsWith("Already exists")) {
      layers.put(id, new Layer(was.total(), was.total(), true));
    } else {
      layers.putIfAbsent(id, was);
    }
  }

  /** E.g. {@code pulling gvenzl/...: 412 of 1,370 MB, 3 of 9 layers done, 1m05s}. */
  synchronized String line(String image, Duration elapsed) {
    long current = layers.values().stream().mapToLong(Layer::current).sum();
    long total = layers.values().stream().mapToLong(Layer::total).sum();
    long done = layers.values().stream().filter(Layer::done).count();
    return String.format(Locale.ROOT, "pulling %s: %,d of %,d MB so far, %d of %d layers done,"
        + " %dm%02ds", image, current >> 20, total >> 20, done, layers.size(), elapsed.toMinutes(),
        elapsed.toSecondsPart());
  }
}
