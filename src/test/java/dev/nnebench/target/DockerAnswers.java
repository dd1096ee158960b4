package dev.nnebench.target;

import com.github.dockerjava.api.command.InspectContainerResponse;
import com.github.dockerjava.api.model.Info;
import com.github.dockerjava.api.model.PullResponseItem;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.testcontainers.shaded.com.fasterxml.jackson.databind.DeserializationFeature;
import org.testcontainers.shaded.com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Docker Engine API answers (JSON as the engine sends it, fields as the API reference names
 * them) read into docker-java's types with the JSON mapper Testcontainers itself uses: what the
 * code under test sees from a real engine, without one.
 */
final class DockerAnswers {
  private static final ObjectMapper JSON = new ObjectMapper()
      .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private DockerAnswers() {}

  /** {@code GET /containers/{id}/json}. */
  static InspectContainerResponse inspect(String json) {
    return read(json, InspectContainerResponse.class);
  }

  /** {@code GET /info}. */
  static Info info(String json) {
    return read(json, Info.class);
  }

  /** One object of the {@code POST /images/create} stream. */
  static PullResponseItem pullEvent(String json) {
    return read(json, PullResponseItem.class);
  }

  private static <T> T read(String json, Class<T> type) {
    try {
      return JSON.readValue(json.replace('\'', '"'), type);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
