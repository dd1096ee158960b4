package dev.nnebench.preset;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.config.ConfigFiles;
import dev.nnebench.scenario.Scenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * A named sweep from config/NAME.properties: a list of values per scenario axis (keys as in
 * {@link ScenarioParams}) and JMH run settings under {@code jmh.*}. An {@code extends = other}
 * key loads another preset first and overrides it. The sweep is the cross product of the lists.
 */
public final class Preset {
  public static final String JMH_PREFIX = "jmh.";
  private static final String EXTENDS = "extends";
  private static final String DESCRIPTION = "description";
  private static final String SKIP = "skip";
  private static final int MAX_EXTENDS_DEPTH = 8;

  private final String name;
  private final String description;
  private final Map<String, List<String>> axes;
  private final Map<String, String> jmh;
  private final SkipRule skip;

  private Preset(String name, String description, Map<String, List<String>> axes,
      Map<String, String> jmh, SkipRule skip) {
    this.name = name;
    this.description = description;
    this.axes = axes;
    this.jmh = jmh;
    this.skip = skip;
  }

  /** Loads config/NAME.properties (see {@link ConfigFiles}); bad content names key and fix. */
  public static Preset load(String name) {
    Map<String, String> merged = merged(name, 0);
    Map<String, List<String>> axes = new LinkedHashMap<>();
    for (Axis<?> axis : Axes.SCENARIO) {
      axes.put(axis.name(), split(axis, merged.getOrDefault(axis.name(), axis.defaultText())));
    }
    Map<String, String> jmh = new TreeMap<>();
    merged.forEach((k, v) -> {
      if (k.startsWith(JMH_PREFIX)) {
        jmh.put(k.substring(JMH_PREFIX.length()), v);
      } else if (!axes.containsKey(k) && !List.of(DESCRIPTION, EXTENDS, SKIP).contains(k)) {
        throw new IllegalArgumentException("preset " + name + ": unknown key '" + k
            + "'; use " + ScenarioParams.ALL + ", description, extends, skip or jmh.*");
      }
    });
    Preset preset = new Preset(name, merged.getOrDefault(DESCRIPTION, name), axes, jmh,
        SkipRule.parse(merged.getOrDefault(SKIP, "")));
    preset.sweep();
    return preset;
  }

  private static Map<String, String> merged(String name, int depth) {
    if (depth > MAX_EXTENDS_DEPTH) {
      throw new IllegalArgumentException("preset " + name + ": 'extends' chain is circular");
    }
    Properties own = ConfigFiles.load(name);
    Map<String, String> out = new HashMap<>();
    String parent = own.getProperty(EXTENDS);
    if (parent != null) {
      out.putAll(merged(parent.trim(), depth + 1));
      out.remove(EXTENDS);
    }
    own.stringPropertyNames().forEach(k -> out.put(k.trim(), own.getProperty(k).trim()));
    return out;
  }

  /** Shapes are separated by ';' (a spec contains commas); everything else by ','. */
  private static List<String> split(Axis<?> axis, String value) {
    String separator = axis == Axes.SHAPE ? ";" : ",";
    List<String> out = Arrays.stream(value.split(separator)).map(String::trim)
        .filter(s -> !s.isEmpty()).toList();
    if (out.isEmpty()) {
      throw new IllegalArgumentException("preset key '" + axis + "' lists no values");
    }
    return out;
  }

  public String name() {
    return name;
  }

  public String description() {
    return description;
  }

  /** The values of one axis as written, e.g. {@code values("encryption")} = [NONE, AES256]. */
  public List<String> values(String axis) {
    List<String> v = axes.get(axis);
    if (v == null) {
      throw new IllegalArgumentException("no axis '" + axis + "'; use " + ScenarioParams.ALL);
    }
    return v;
  }

  /** All axes and their values, in {@link ScenarioParams#ALL} order. */
  public Map<String, List<String>> axes() {
    return Collections.unmodifiableMap(axes);
  }

  /** The cells of the cross product this preset does not want ({@code skip = ...}). */
  public SkipRule skip() {
    return skip;
  }

  /** The {@code jmh.*} settings with the prefix removed, e.g. {@code forks -> 1}. */
  public Map<String, String> jmh() {
    return Collections.unmodifiableMap(jmh);
  }

  /** The cross product of all axes: what runs, and what is refused with its reason. */
  public Sweep sweep() {
    Set<Scenario> all = new LinkedHashSet<>();
    cross(0, Cell.EMPTY, all);
    List<Scenario> run = new ArrayList<>();
    List<Sweep.Refused> refused = new ArrayList<>();
    for (Scenario s : all) {
      s.refusal().ifPresentOrElse(r -> refused.add(new Sweep.Refused(s, r)), () -> run.add(s));
    }
    return new Sweep(run, refused);
  }

  private void cross(int axis, Cell chosen, Set<Scenario> out) {
    if (axis == Axes.SCENARIO.size()) {
      try {
        out.add(chosen.scenario());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("preset " + name + ": " + e.getMessage(), e);
      }
      return;
    }
    Axis<?> key = Axes.SCENARIO.get(axis);
    for (String value : axes.get(key.name())) {
      cross(axis + 1, chosen.withText(key, value), out);
    }
  }
}
