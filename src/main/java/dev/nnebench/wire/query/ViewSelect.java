package dev.nnebench.wire.query;

import dev.nnebench.wire.query.ViewQuery.Refused;
import dev.nnebench.wire.ttc.OraError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A parsed SELECT over the DBA views, evaluated on their few rows: every combination of the
 * views' rows that meets the conditions, projected onto the select list, in the order asked.
 */
final class ViewSelect {
  /** A column, with the view or alias that qualifies it (null if unqualified); {@code *}. */
  record Ref(String qualifier, String column) implements Operand {}

  record Item(Ref ref, String alias) {}

  /** A view in the FROM clause, under its alias (or its own name). */
  record Source(String alias, ViewTable view) {}

  /** What a condition compares: a column or a value. */
  sealed interface Operand permits Ref, Literal {}

  /** A value: a Long or a String. */
  record Literal(Object value) implements Operand {}

  private record Condition(Operand left, List<Operand> anyOf) {}

  private record Order(Ref ref, boolean descending) {}

  /* A column located: which source, which column of it. */
  private record Place(int source, int column) {}

  private final List<Item> items;
  private final List<Source> sources = new ArrayList<>();
  private final List<Condition> conditions = new ArrayList<>();
  private final List<Order> order = new ArrayList<>();

  ViewSelect(List<Item> items) {
    this.items = items;
  }

  void from(Source source) {
    sources.add(source);
  }

  void where(Operand left, List<Operand> anyOf) {
    conditions.add(new Condition(left, anyOf));
  }

  void orderBy(Ref ref, boolean descending) {
    order.add(new Order(ref, descending));
  }

  /** The result; a {@link Refused} for a column that is unknown or ambiguous. */
  FixedRows rows() {
    List<Column> columns = new ArrayList<>();
    List<Place> projection = new ArrayList<>();
    for (Item item : items) {
      for (Place p : places(item.ref())) {
        ViewTable view = sources.get(p.source()).view();
        String name = item.alias() != null ? item.alias() : view.columns().get(p.column());
        columns.add(view.textColumn(p.column()) ? Column.varchar2(name, 64) : Column.number(name));
        projection.add(p);
      }
    }
    List<List<List<Object>>> matching = combinations().stream().filter(this::meets).sorted(
        ordering()).toList();
    List<List<Object>> rows = new ArrayList<>();
    for (List<List<Object>> combination : matching) {
      List<Object> row = new ArrayList<>();
      projection.forEach(p -> row.add(combination.get(p.source()).get(p.column())));
      rows.add(row);
    }
    return new FixedRows(columns, rows);
  }

  /* Every combination of one row from each view. */
  private List<List<List<Object>>> combinations() {
    List<List<List<Object>>> out = List.of(List.of());
    for (Source s : sources) {
      List<List<List<Object>>> next = new ArrayList<>();
      for (List<List<Object>> partial : out) {
        for (List<Object> row : s.view().rows()) {
          List<List<Object>> longer = new ArrayList<>(partial);
          longer.add(row);
          next.add(longer);
        }
      }
      out = next;
    }
    return out;
  }

  private boolean meets(List<List<Object>> combination) {
    for (Condition c : conditions) {
      Object left = value(c.left(), combination);
      if (c.anyOf().stream().noneMatch(o -> same(left, value(o, combination)))) {
        return false;
      }
    }
    return true;
  }

  private Comparator<List<List<Object>>> ordering() {
    Comparator<List<List<Object>>> by = (a, b) -> 0;
    for (Order o : order) {
      Place p = place(o.ref());
      Comparator<List<List<Object>>> one = Comparator.comparing(
          c -> c.get(p.source()).get(p.column()), ViewSelect::compare);
      by = by.thenComparing(o.descending() ? one.reversed() : one);
    }
    return by;
  }

  private Object value(Operand o, List<List<Object>> combination) {
    if (o instanceof Literal l) {
      return l.value();
    }
    Place p = place((Ref) o);
    return combination.get(p.source()).get(p.column());
  }

  /* Oracle converts text to a number to compare it with one. */
  private static boolean same(Object a, Object b) {
    if (a == null || b == null) {
      return false;
    }
    if (a instanceof Long || b instanceof Long) {
      try {
        return Long.parseLong(a.toString().trim()) == Long.parseLong(b.toString().trim());
      } catch (NumberFormatException e) {
        throw new Refused(OraError.INVALID_NUMBER);
      }
    }
    return a.equals(b);
  }

  private static int compare(Object a, Object b) {
    return a instanceof Long x && b instanceof Long y ? Long.compare(x, y)
        : String.valueOf(a).compareTo(String.valueOf(b));
  }

  /* The columns a select item stands for: one, or all of a view's (or every view's) for *. */
  private List<Place> places(Ref ref) {
    if (!ref.column().equals("*")) {
      return List.of(place(ref));
    }
    List<Place> all = new ArrayList<>();
    for (int s = 0; s < sources.size(); s++) {
      if (ref.qualifier() == null || ref.qualifier().equals(sources.get(s).alias())) {
        for (int c = 0; c < sources.get(s).view().columns().size(); c++) {
          all.add(new Place(s, c));
        }
      }
    }
    if (all.isEmpty()) {
      throw new Refused(OraError.INVALID_IDENTIFIER);
    }
    return all;
  }

  private Place place(Ref ref) {
    Place found = null;
    for (int s = 0; s < sources.size(); s++) {
      Source source = sources.get(s);
      int c = source.view().column(ref.column());
      boolean named = ref.qualifier() == null || ref.qualifier().equals(source.alias());
      if (c >= 0 && named) {
        if (found != null) {
          throw new Refused(OraError.AMBIGUOUS_COLUMN);
        }
        found = new Place(s, c);
      }
    }
    if (found == null) {
      throw new Refused(OraError.INVALID_IDENTIFIER);
    }
    return found;
  }
}
