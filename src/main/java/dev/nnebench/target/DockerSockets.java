package dev.nnebench.target;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a Docker-compatible engine's socket can be on this machine, and what is wrong with the
 * one found: Testcontainers tries these places too, but says only "no valid Docker environment"
 * and logs its reasons to loggers nnebench keeps quiet. Knowing the place gives the fix: start
 * the engine, join the docker group, or point DOCKER_HOST at Podman or Colima.
 */
final class DockerSockets {
  /** What kind of engine serves a socket place, for the fix to name. */
  enum Kind { DOCKER, ROOTLESS, DESKTOP, COLIMA, PODMAN }

  /** A socket place; {@code exists} and {@code usable} (readable and writable) as found. */
  record Place(Path path, Kind kind, boolean exists, boolean usable) {}

  private final List<Place> places;
  private final Optional<String> dockerHost;

  private DockerSockets(List<Place> places, Optional<String> dockerHost) {
    this.places = places;
    this.dockerHost = dockerHost;
  }

  /** The places of this machine ({@code env}: the environment, {@code home}: user.home). */
  static DockerSockets look(Map<String, String> env, Path home, Path root) {
    String runtime = env.getOrDefault("XDG_RUNTIME_DIR", "");
    List<Place> places = new ArrayList<>();
    add(places, root.resolve("var/run/docker.sock"), Kind.DOCKER);
    if (!runtime.isEmpty()) {
      add(places, Path.of(runtime, "docker.sock"), Kind.ROOTLESS);
      add(places, Path.of(runtime, ".docker/run/docker.sock"), Kind.ROOTLESS);
    }
    add(places, home.resolve(".docker/run/docker.sock"), Kind.DESKTOP);
    add(places, home.resolve(".docker/desktop/docker.sock"), Kind.DESKTOP);
    add(places, home.resolve(".colima/default/docker.sock"), Kind.COLIMA);
    if (!runtime.isEmpty()) {
      add(places, Path.of(runtime, "podman/podman.sock"), Kind.PODMAN);
    }
    add(places, root.resolve("run/podman/podman.sock"), Kind.PODMAN);
    return new DockerSockets(places, Optional.ofNullable(env.get("DOCKER_HOST"))
        .filter(h -> !h.isBlank()));
  }

  /** This machine's places. */
  static DockerSockets here() {
    return look(System.getenv(), Path.of(System.getProperty("user.home")), Path.of("/"));
  }

  private static void add(List<Place> places, Path path, Kind kind) {
    boolean exists = Files.exists(path);
    places.add(new Place(path, kind, exists,
        exists && Files.isReadable(path) && Files.isWritable(path)));
  }

  /**
   * What is missing and how to fix it, in one line, for an engine Testcontainers could not
   * reach; {@code cause} is what it said.
   */
  String whyUnreachable(String cause) {
    if (dockerHost.isPresent()) {
      return "the Docker engine at DOCKER_HOST=" + dockerHost.get() + " did not answer (" + cause
          + "); start it, or unset DOCKER_HOST to use the local one";
    }
    Optional<Place> denied = places.stream().filter(p -> p.exists() && !p.usable()).findFirst();
    if (denied.isPresent()) {
      return "permission denied on " + denied.get().path() + "; add yourself to the docker group"
          + " (sudo usermod -aG docker $USER, then log in again)";
    }
    Optional<Place> elsewhere = places.stream().filter(p -> p.usable()
        && (p.kind() == Kind.PODMAN || p.kind() == Kind.COLIMA)).findFirst();
    if (elsewhere.isPresent()) {
      return "found " + elsewhere.get().kind().name().toLowerCase(java.util.Locale.ROOT)
          + "'s socket " + elsewhere.get().path() + ", which Testcontainers does not look for;"
          + " export DOCKER_HOST=unix://" + elsewhere.get().path()
          + (elsewhere.get().kind() == Kind.PODMAN ? " TESTCONTAINERS_RYUK_DISABLED=true" : "");
    }
    if (places.stream().anyMatch(Place::usable)) {
      return "the Docker engine did not answer (" + cause + "); restart it (sudo systemctl"
          + " restart docker, or Docker Desktop)";
    }
    return "no Docker engine here (no socket at /var/run/docker.sock nor a rootless, Desktop,"
        + " Colima or Podman one); install Docker Engine and start it (sudo systemctl start"
        + " docker), or use --target loopback";
  }
}
