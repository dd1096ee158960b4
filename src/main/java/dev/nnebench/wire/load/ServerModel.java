package dev.nnebench.wire.load;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A MODEL of a database server's time and capacity behind the double: what a connect (a
 * dedicated process spawned), an execute, a fetch call and each fetched row cost in server CPU
 * and in waits (I/O), and how many server CPUs every session's CPU parts queue for. A server
 * CPU is held, not burned: the session sleeps while it holds one, so the machine's real cores
 * stay the client's. {@link #NONE} is no server at all: every call is answered at once, with
 * unlimited capacity, and the double answers no DBA view.
 *
 * <p>Written as {@code cpus=4,connect=30ms,execute=300us/200us,fetch=100us,row=1us,
 * draw=exponential,seed=42}: a cost is {@code CPU} or {@code CPU/WAIT}; omitted costs are 0,
 * omitted cpus 1, draw fixed, seed 1.
 *
 * @param name the profile's name (or {@code custom}), for logs and result rows
 * @param cpus the server CPUs K; 0 only for {@link #NONE}
 * @param draw fixed service times, or exponential ones around the mean
 * @param seed the seed of each session's draws (with the session's id), so runs repeat
 */
public record ServerModel(String name, int cpus, Cost connect, Cost execute, Cost fetch,
    Cost row, Draw draw, long seed) {
  public static final String NONE_NAME = "none";
  public static final ServerModel NONE = new ServerModel(NONE_NAME, 0, Cost.ZERO, Cost.ZERO,
      Cost.ZERO, Cost.ZERO, Draw.FIXED, 1);
  /** The most server CPUs a model may have: more than any pool the harness runs. */
  public static final int MAX_CPUS = 4096;
  private static final String KEYS = "cpus, connect, execute, fetch, row, draw, seed";

  public ServerModel {
    if (!NONE_NAME.equals(name) && (cpus < 1 || cpus > MAX_CPUS)) {
      throw new IllegalArgumentException("cpus must be 1.." + MAX_CPUS + ", got " + cpus);
    }
  }

  /** Whether this is no server at all (today's double). */
  public boolean isNone() {
    return NONE_NAME.equals(name);
  }

  /**
   * The model a spec describes ({@code none} alone for {@link #NONE}); an
   * IllegalArgumentException names the bad key and how to write it.
   */
  public static ServerModel parse(String name, String spec) {
    Map<String, String> keys = keys(spec);
    if (keys.containsKey(NONE_NAME) || spec.isBlank()) {
      return keys.size() <= 1 ? NONE : refuse("none takes no other keys");
    }
    return of(name, keys);
  }

  /** This model with the keys of {@code spec} replaced (e.g. {@code fetch=20ms}). */
  public ServerModel with(String spec) {
    Map<String, String> keys = keys(spec());
    keys.putAll(keys(spec));
    return of(name, keys);
  }

  /** The parameters as {@link #parse} reads them; {@code none} for {@link #NONE}. */
  public String spec() {
    if (isNone()) {
      return NONE_NAME;
    }
    return "cpus=" + cpus + ",connect=" + ServiceTime.label(connect) + ",execute="
        + ServiceTime.label(execute) + ",fetch=" + ServiceTime.label(fetch) + ",row="
        + ServiceTime.label(row) + ",draw=" + draw.label() + ",seed=" + seed;
  }

  /** The name and parameters, labelled as a model, for a log or a report. */
  public String describe() {
    return isNone() ? "no server model (calls answered at once)"
        : "server MODEL " + name + " (" + spec() + ")";
  }

  private static ServerModel of(String name, Map<String, String> keys) {
    Map<String, String> left = new LinkedHashMap<>(keys);
    int cpus = whole("cpus", left.remove("cpus"), 1);
    Cost connect = cost("connect", left.remove("connect"));
    Cost execute = cost("execute", left.remove("execute"));
    Cost fetch = cost("fetch", left.remove("fetch"));
    Cost row = cost("row", left.remove("row"));
    String drawText = left.remove("draw");
    Draw draw = drawText == null ? Draw.FIXED : Draw.parse(drawText);
    long seed = whole("seed", left.remove("seed"), 1);
    if (!left.isEmpty()) {
      refuse("unknown server model key '" + left.keySet().iterator().next() + "'; use " + KEYS);
    }
    return new ServerModel(name, cpus, connect, execute, fetch, row, draw, seed);
  }

  private static Map<String, String> keys(String spec) {
    Map<String, String> keys = new LinkedHashMap<>();
    for (String item : spec.split(",")) {
      if (item.isBlank()) {
        continue;
      }
      int eq = item.indexOf('=');
      String key = (eq < 0 ? item : item.substring(0, eq)).trim().toLowerCase(Locale.ROOT);
      if (eq < 0 && !key.equals(NONE_NAME)) {
        refuse("server model item '" + item.trim() + "' needs key=value; use " + KEYS);
      }
      keys.put(key, eq < 0 ? "" : item.substring(eq + 1).trim());
    }
    return keys;
  }

  private static Cost cost(String key, String text) {
    return text == null ? Cost.ZERO : ServiceTime.cost(key, text);
  }

  private static int whole(String key, String text, int otherwise) {
    if (text == null) {
      return otherwise;
    }
    try {
      return Integer.parseInt(text.trim());
    } catch (NumberFormatException e) {
      return refuse(key + " must be a whole number, got '" + text + "'");
    }
  }

  private static <T> T refuse(String message) {
    throw new IllegalArgumentException(message);
  }
}
