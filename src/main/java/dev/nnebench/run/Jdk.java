package dev.nnebench.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The JDK a gate side runs its forks on ({@code jdk=25} in {@code --gate-candidate}): a feature
 * version, or the name of a JDK's directory, looked up among the JDKs installed beside the one
 * running nnebench (its {@code java.home}'s parent, where Linux packages and SDK managers put
 * them) and in {@code /usr/lib/jvm}. A side that names none runs on the running JDK.
 *
 * @param named as the side named it ({@code 25}), or the running JDK's feature version
 * @param java the java executable of its forks
 * @param version its full version, from its {@code release} file ({@code 25.0.3})
 */
public record Jdk(String named, Path java, String version) {
  public static final String AXIS = "jdk";
  private static final Pattern RELEASE_VERSION =
      Pattern.compile("^JAVA_VERSION=\"([^\"]+)\"", Pattern.MULTILINE);

  /** The JDK running nnebench: forks JMH starts by default. */
  public static Jdk running() {
    Path home = Path.of(System.getProperty("java.home"));
    return new Jdk(Integer.toString(Runtime.version().feature()), executable(home),
        System.getProperty("java.version"));
  }

  /**
   * The installed JDK {@code named} names: its feature version ({@code 17}: the running JDK if
   * it is one) or its directory's name; IllegalArgumentException naming those found otherwise.
   */
  public static Jdk find(String named) {
    Jdk running = running();
    if (named.equals(running.named())) {
      return running;
    }
    List<Jdk> installed = installed();
    return installed.stream().filter(j -> j.java().getParent().getParent().getFileName()
            .toString().equals(named)).findFirst()
        .or(() -> installed.stream().filter(j -> feature(j.version()).equals(named)).findFirst())
        .orElseThrow(() -> new IllegalArgumentException("jdk=" + named + ": no such JDK in "
            + roots() + "; installed: " + installed.stream().map(j -> feature(j.version()) + " ("
                + j.java().getParent().getParent().getFileName() + ")").distinct().toList()
            + "; name one by its version, e.g. jdk=" + running.named()));
  }

  /** Whether both run the same java executable. */
  public boolean same(Jdk other) {
    return java.toAbsolutePath().normalize().equals(other.java.toAbsolutePath().normalize());
  }

  /** The java executable when it is not the running JDK's (JMH forks that one by default). */
  Optional<String> forkJvm() {
    return same(running()) ? Optional.empty() : Optional.of(java.toString());
  }

  /** {@code jdk=25}, as a gate's label names a side. */
  public String term() {
    return AXIS + "=" + named;
  }

  static String feature(String version) {
    int dot = version.indexOf('.');
    return dot < 0 ? version : version.substring(0, dot);
  }

  private static List<Jdk> installed() {
    List<Jdk> out = new ArrayList<>();
    for (Path root : roots()) {
      try (Stream<Path> homes = Files.list(root)) {
        homes.sorted().forEach(home -> version(home).filter(v -> Files.isExecutable(
            executable(home))).ifPresent(v -> out.add(new Jdk(feature(v), executable(home), v))));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  private static Set<Path> roots() {
    Set<Path> roots = new LinkedHashSet<>();
    Path parent = Path.of(System.getProperty("java.home")).toAbsolutePath().getParent();
    for (Path root : new Path[] {parent, Path.of("/usr/lib/jvm")}) {
      if (root != null && Files.isDirectory(root)) {
        roots.add(root);
      }
    }
    return roots;
  }

  /* A JDK home names its version in its release file, as every OpenJDK build writes it. */
  private static Optional<String> version(Path home) {
    Path release = home.resolve("release");
    if (!Files.isRegularFile(release)) {
      return Optional.empty();
    }
    try {
      Matcher m = RELEASE_VERSION.matcher(Files.readString(release));
      return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static Path executable(Path home) {
    return home.resolve("bin").resolve("java");
  }
}
