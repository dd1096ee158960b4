package dev.nnebench.report.answer;

import dev.nnebench.results.Trial;
import java.util.Map;
import java.util.function.Predicate;

/**
 * What a ratio question compares: the trials it asks about and the parameter changes that make
 * each one's counterpart (e.g. encryption and checksum NONE).
 */
public record Pairing(Predicate<Trial> subject, Map<String, String> changes) {
  public Pairing {
    changes = Map.copyOf(changes);
  }
}
