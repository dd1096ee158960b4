package dev.nnebench.scenario;

/**
 * A server MODEL for the loopback double, by name: {@code none}, a profile of
 * config/servers.properties, or a spec ({@code cpus=2,fetch=20ms}, named by itself). The double
 * reads the spec; the harness passes it on and records both in every row.
 *
 * @param name the profile's name, or the spec when given as one
 * @param spec the model's parameters as the double reads them ({@code none} for none)
 */
public record ServerProfile(String name, String spec) {
  public static final ServerProfile NONE = new ServerProfile("none", "none");

  public boolean isNone() {
    return spec.trim().equals("none");
  }

  /** The name, as the {@code server} parameter writes it. */
  public String label() {
    return name;
  }
}
