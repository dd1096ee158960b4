package dev.nnebench.cell;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * A list of values per axis, run as their cross product: what JMH takes for one benchmark (its
 * {@code -p NAME=V1,V2} values) and what a preset lists. Values stay as written; {@link #expand}
 * gives the cells.
 */
public final class ParamSet {
  public static final ParamSet EMPTY = new ParamSet(Map.of());

  private final Map<Axis<?>, List<String>> values;

  private ParamSet(Map<Axis<?>, List<String>> values) {
    Map<Axis<?>, List<String>> copy = new LinkedHashMap<>();
    values.forEach((axis, list) -> copy.put(axis, List.copyOf(list)));
    this.values = Collections.unmodifiableMap(copy);
  }

  /** The set of {@code NAME -> values} as a preset or {@code -p} names them; names checked. */
  public static ParamSet parse(Map<String, List<String>> named) {
    Map<Axis<?>, List<String>> out = new LinkedHashMap<>();
    named.forEach((name, list) -> out.put(Axes.require(name), list));
    return new ParamSet(out);
  }

  /** The set of one cell: each of its axes with its one value. */
  public static ParamSet of(Cell cell) {
    Map<Axis<?>, List<String>> out = new LinkedHashMap<>();
    cell.forEach((axis, text) -> out.put(axis, List.of(text)));
    return new ParamSet(out);
  }

  /** The values of {@code axis}, empty when the set does not name it. */
  public List<String> values(Axis<?> axis) {
    return values.getOrDefault(axis, List.of());
  }

  public boolean has(Axis<?> axis) {
    return values.containsKey(axis);
  }

  /** The axes the set names, in order. */
  public Set<Axis<?>> axes() {
    return values.keySet();
  }

  /** This set with {@code axis} at {@code list} (replacing any values it had). */
  public ParamSet with(Axis<?> axis, List<String> list) {
    Map<Axis<?>, List<String>> out = new LinkedHashMap<>(values);
    out.put(axis, list);
    return new ParamSet(out);
  }

  /** This set with every axis {@code other} names at the values there. */
  public ParamSet withAll(ParamSet other) {
    Map<Axis<?>, List<String>> out = new LinkedHashMap<>(values);
    out.putAll(other.values);
    return new ParamSet(out);
  }

  public ParamSet without(Axis<?> axis) {
    Map<Axis<?>, List<String>> out = new LinkedHashMap<>(values);
    out.remove(axis);
    return new ParamSet(out);
  }

  /** The number of cells: the product of the list sizes. */
  public int size() {
    return values.values().stream().mapToInt(List::size).reduce(1, (a, b) -> a * b);
  }

  public boolean isEmpty() {
    return values.isEmpty();
  }

  /** Every combination, in the order of the lists (the first axis varies slowest). */
  public List<Cell> expand() {
    List<Cell> cells = new ArrayList<>(List.of(Cell.EMPTY));
    for (Map.Entry<Axis<?>, List<String>> axis : values.entrySet()) {
      List<Cell> next = new ArrayList<>();
      for (Cell cell : cells) {
        axis.getValue().forEach(value -> next.add(cell.withText(axis.getKey(), value)));
      }
      cells = next;
    }
    return cells;
  }

  /**
   * Whether every axis {@code terms} names has exactly that one value here (any case), so it
   * holds in each cell of the set.
   */
  public boolean holdsForAll(Cell terms) {
    return terms.axes().stream().allMatch(axis -> {
      List<String> list = values(axis);
      return list.size() == 1 && axis.same(list.get(0), terms.text(axis));
    });
  }

  /** Each axis with its values, in order: the edge to JMH's options. */
  public void forEach(BiConsumer<Axis<?>, List<String>> action) {
    values.forEach(action);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ParamSet other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return values.toString();
  }
}
