package dev.nnebench.cell;

import dev.nnebench.link.LinkSpec;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/**
 * One trial's settings: a value per axis it names, typed through its {@link Axis}. A cell keeps
 * each value as it was written (the preset's, JMH's, results.csv's text), so it prints back to
 * the same row; {@link #get} parses it. An axis the cell does not name reads as the axis's
 * default, the value a benchmark without it (or a run from before it existed) ran at.
 *
 * <p>Two cells are equal when they name the same axes with the same texts.
 */
public final class Cell {
  public static final Cell EMPTY = new Cell(Map.of());

  private final Map<Axis<?>, String> texts;
  /* Parsed values by axis: a shape name parses by reading the shapes file, so parse it once. */
  private final Map<Axis<?>, Object> parsed = new ConcurrentHashMap<>();

  private Cell(Map<Axis<?>, String> texts) {
    this.texts = Collections.unmodifiableMap(new LinkedHashMap<>(texts));
  }

  /**
   * The cell of {@code NAME -> text} pairs, in their order, as JMH's parameters or a preset's
   * values name them; an unknown name is refused with the names there are.
   */
  public static Cell parse(Map<String, String> named) {
    Cell cell = EMPTY;
    for (Map.Entry<String, String> e : named.entrySet()) {
      cell = cell.withText(Axes.require(e.getKey()), e.getValue());
    }
    return cell;
  }

  /** The value of {@code axis}: this cell's, else the axis's default. */
  public <T> T get(Axis<T> axis) {
    String text = texts.get(axis);
    return text == null || text.isBlank() && !axis.defaultText().isBlank() ? axis.defaultValue()
        : parsed(axis, text);
  }

  /** The value of {@code axis} if this cell names it (and not as blank). */
  public <T> Optional<T> find(Axis<T> axis) {
    String text = texts.get(axis);
    return text == null || text.isBlank() ? Optional.empty() : Optional.of(parsed(axis, text));
  }

  @SuppressWarnings("unchecked") // each entry was put by parsing with its own axis
  private <T> T parsed(Axis<T> axis, String text) {
    return (T) parsed.computeIfAbsent(axis, a -> axis.parse(text));
  }

  public boolean has(Axis<?> axis) {
    return texts.containsKey(axis);
  }

  /** The text of {@code axis} as written, or its default text when the cell does not name it. */
  public String text(Axis<?> axis) {
    return texts.getOrDefault(axis, axis.defaultText());
  }

  /** This cell with {@code axis} at {@code value} (printed by the axis). */
  public <T> Cell with(Axis<T> axis, T value) {
    return withText(axis, axis.format(value));
  }

  /** This cell with {@code axis} at {@code text}, kept as written. */
  public Cell withText(Axis<?> axis, String text) {
    Map<Axis<?>, String> out = new LinkedHashMap<>(texts);
    out.put(axis, text.trim());
    return new Cell(out);
  }

  public Cell without(Axis<?> axis) {
    Map<Axis<?>, String> out = new LinkedHashMap<>(texts);
    out.remove(axis);
    return new Cell(out);
  }

  /** This cell with every axis {@code other} names set to its text there. */
  public Cell withAll(Cell other) {
    Map<Axis<?>, String> out = new LinkedHashMap<>(texts);
    out.putAll(other.texts);
    return new Cell(out);
  }

  /** The axes this cell names, in its order. */
  public Set<Axis<?>> axes() {
    return texts.keySet();
  }

  public boolean isEmpty() {
    return texts.isEmpty();
  }

  /** Each named axis with its text, in order: the edge to JMH and results.csv. */
  public void forEach(BiConsumer<Axis<?>, String> action) {
    texts.forEach(action);
  }

  /**
   * Whether every axis {@code terms} names holds the same value here (texts compared in any
   * case); an axis this cell does not name holds nothing.
   */
  public boolean holds(Cell terms) {
    return terms.texts.entrySet().stream().allMatch(e -> texts.containsKey(e.getKey())
        && e.getKey().same(e.getValue(), texts.get(e.getKey())));
  }

  /**
   * Whether NNE is on: encryption or a checksum other than NONE, not at level REJECTED (as in
   * {@link Scenario#nneOn()}); a service the cell does not name is off.
   */
  public boolean nneOn() {
    return on(Axes.ENCRYPTION, EncryptionType.NONE, Axes.ENCRYPTION_LEVEL)
        || on(Axes.CHECKSUM, ChecksumType.NONE, Axes.CHECKSUM_LEVEL);
  }

  private <T> boolean on(Axis<T> service, T none, Axis<NneLevel> level) {
    return find(service).filter(v -> !v.equals(none)).isPresent()
        && find(level).orElse(NneLevel.REQUIRED) != NneLevel.REJECTED;
  }

  /** The counterpart this cell pairs with ({@link Counterpart#NONE}: unpaired). */
  public Counterpart counterpart() {
    return find(Axes.COUNTERPART).orElse(Counterpart.NONE);
  }

  /** Whether this cell pairs with a counterpart. */
  public boolean paired() {
    return !counterpart().isNone();
  }

  /** The cell of the counterpart side, unpaired; this cell itself when it is unpaired. */
  public Cell peer() {
    return counterpart().applyTo(this).without(Axes.COUNTERPART);
  }

  /** The scenario this cell fetches, its axes at their defaults where it names none. */
  public Scenario scenario() {
    return new Scenario(get(Axes.DRIVER), get(Axes.JCE), get(Axes.ENCRYPTION_LEVEL),
        get(Axes.ENCRYPTION), get(Axes.CHECKSUM_LEVEL), get(Axes.CHECKSUM),
        get(Axes.FETCH_SIZE), get(Axes.SHAPE), get(Axes.READ));
  }

  /** The emulated link this cell asks for ({@link LinkSpec#NONE} when it names none). */
  public LinkSpec link() {
    return new LinkSpec(get(Axes.RTT).toNanos(), get(Axes.BANDWIDTH), 0);
  }

  /** {@code name=text} per named axis joined by {@code separator}, in this cell's order. */
  public String joined(String separator) {
    return texts.entrySet().stream().map(e -> e.getKey().name() + "=" + e.getValue())
        .collect(Collectors.joining(separator));
  }

  /** {@code name=text} per named axis in name order, joined by {@code separator}. */
  public String sorted(String separator) {
    return texts.entrySet().stream().sorted(java.util.Map.Entry.comparingByKey(
        java.util.Comparator.comparing(Axis::name)))
        .map(e -> e.getKey().name() + "=" + e.getValue()).collect(Collectors.joining(separator));
  }

  /**
   * A stable label: {@code name=text} per named axis in this cell's order, levels left out (they
   * follow from the algorithms), e.g. {@code driver=23, encryption=AES256}.
   */
  public String label() {
    return texts.entrySet().stream()
        .filter(e -> e.getKey() != Axes.ENCRYPTION_LEVEL && e.getKey() != Axes.CHECKSUM_LEVEL)
        .map(e -> e.getKey().name() + "=" + e.getValue()).collect(Collectors.joining(", "));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cell other && texts.equals(other.texts);
  }

  @Override
  public int hashCode() {
    return texts.hashCode();
  }

  @Override
  public String toString() {
    return "{" + joined(", ") + "}";
  }
}
