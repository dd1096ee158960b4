package dev.nnebench.scenario;

import dev.nnebench.config.ConfigFiles;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Server profiles by name (from config/servers.properties) or by spec. The double checks a
 * spec's keys and times when it starts; here only the name is looked up.
 */
public final class ServerProfiles {
  private static final String FILE = "servers";

  private ServerProfiles() {}

  /** A profile name or a spec; throws IllegalArgumentException with the fix in its message. */
  public static ServerProfile parse(String text) {
    String t = text.trim();
    if (t.contains("=")) {
      return new ServerProfile(t, t);
    }
    if (t.equalsIgnoreCase(ServerProfile.NONE.name())) {
      return ServerProfile.NONE;
    }
    Properties named = ConfigFiles.load(FILE);
    return named.stringPropertyNames().stream().filter(name -> name.equalsIgnoreCase(t))
        .findFirst().map(name -> new ServerProfile(name.toLowerCase(Locale.ROOT),
            named.getProperty(name).trim()))
        .orElseThrow(() -> new IllegalArgumentException("unknown server profile '" + text
            + "'; use one of " + String.join(", ", names())
            + " (config/servers.properties) or a spec such as cpus=2,fetch=5ms"));
  }

  /** The profiles' names, sorted. */
  public static List<String> names() {
    return ConfigFiles.load(FILE).stringPropertyNames().stream()
        .map(name -> name.toLowerCase(Locale.ROOT)).sorted().toList();
  }
}
