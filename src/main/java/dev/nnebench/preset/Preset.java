package dev.nnebench.preset;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.cell.Cell;
import dev.nnebench.cell.ParamSet;
import dev.nnebench.config.ConfigFiles;
import dev.nnebench.scenario.Scenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * A named sweep from config/NAME.properties: a list of values per scenario axis (keys as in
 * {@link Axes#SCENARIO}) and JMH run settings under {@code jmh.*}. An {@code extends = other}
 * key loads another preset first and overrides it. The sweep is the cross product of the lists.
 */
public final class Preset {
  public static final String JMH_PREFIX = "jmh.";
  private static final String EXTENDS = "extends";
  private static final String DESCRIPTION = "description";
  private static final String SKIP = "skip";
  private static final int MAX_EXTENDS_DEPTH = 8;
  private static final List<String> SCENARIO_KEYS =
      Axes.SCENARIO.stream().map(Axis::name).toList();

  private final String name;
  private final String description;
  private final ParamSet axes;
  private final JmhKeys jmh;
  private final SkipRule skip;

  private Preset(String name, String description, ParamSet axes, JmhKeys jmh, SkipRule skip) {
    this.name = name;
    this.description = description;
    this.axes = axes;
    this.jmh = jmh;
    this.skip = skip;
  }

  /** Loads config/NAME.properties (see {@link ConfigFiles}); bad content names key and fix. */
  public static Preset load(String name) {
    Properties merged = merged(name, 0);
    ParamSet axes = ParamSet.EMPTY;
    for (Axis<?> axis : Axes.SCENARIO) {
      axes = axes.with(axis, split(axis, merged.getProperty(axis.name(), axis.defaultText())));
    }
    JmhKeys jmh = JmhKeys.NONE;
    for (String k : new TreeSet<>(merged.stringPropertyNames())) {
      if (k.startsWith(JMH_PREFIX)) {
        jmh = jmh.with(k.substring(JMH_PREFIX.length()), merged.getProperty(k));
      } else if (!SCENARIO_KEYS.contains(k)
          && !List.of(DESCRIPTION, EXTENDS, SKIP).contains(k)) {
        throw new IllegalArgumentException("preset " + name + ": unknown key '" + k
            + "'; use " + SCENARIO_KEYS + ", description, extends, skip or jmh.*");
      }
    }
    Preset preset = new Preset(name, merged.getProperty(DESCRIPTION, name), axes, jmh,
        SkipRule.parse(merged.getProperty(SKIP, "")));
    preset.sweep();
    return preset;
  }

  /* The file's keys (trimmed) over those of the preset it extends. */
  private static Properties merged(String name, int depth) {
    if (depth > MAX_EXTENDS_DEPTH) {
      throw new IllegalArgumentException("preset " + name + ": 'extends' chain is circular");
    }
    Properties own = ConfigFiles.load(name);
    Properties out = new Properties();
    String parent = own.getProperty(EXTENDS);
    if (parent != null) {
      out.putAll(merged(parent.trim(), depth + 1));
      out.remove(EXTENDS);
    }
    own.stringPropertyNames().forEach(k -> out.setProperty(k.trim(), own.getProperty(k).trim()));
    return out;
  }

  /** Shapes are separated by ';' (a spec contains commas); everything else by ','. */
  private static List<String> split(Axis<?> axis, String value) {
    String separator = axis == Axes.SHAPE ? ";" : ",";
    List<String> out = Arrays.stream(value.split(separator)).map(String::trim)
        .filter(s -> !s.isEmpty()).toList();
    if (out.isEmpty()) {
      throw new IllegalArgumentException("preset key '" + axis.name() + "' lists no values");
    }
    return out;
  }

  public String name() {
    return name;
  }

  public String description() {
    return description;
  }

  /** The values of one axis as written, e.g. {@code values(Axes.ENCRYPTION)} = [NONE, AES256]. */
  public List<String> values(Axis<?> axis) {
    if (!axes.has(axis)) {
      throw new IllegalArgumentException("no axis '" + axis + "'; use " + SCENARIO_KEYS);
    }
    return axes.values(axis);
  }

  /** All scenario axes and their values, in {@link Axes#SCENARIO} order. */
  public ParamSet axes() {
    return axes;
  }

  /** The cells of the cross product this preset does not want ({@code skip = ...}). */
  public SkipRule skip() {
    return skip;
  }

  /** The {@code jmh.*} settings with the prefix removed, e.g. {@code forks -> 1}. */
  public JmhKeys jmh() {
    return jmh;
  }

  /** The cross product of all axes: what runs, and what is refused with its reason. */
  public Sweep sweep() {
    Set<Scenario> all = new LinkedHashSet<>();
    for (Cell cell : axes.expand()) {
      try {
        all.add(cell.scenario());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("preset " + name + ": " + e.getMessage(), e);
      }
    }
    List<Scenario> run = new ArrayList<>();
    List<Sweep.Refused> refused = new ArrayList<>();
    for (Scenario s : all) {
      s.refusal().ifPresentOrElse(r -> refused.add(new Sweep.Refused(s, r)), () -> run.add(s));
    }
    return new Sweep(run, refused);
  }
}
