package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.report.markdown.MarkdownTable;
import dev.nnebench.report.markdown.Section;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import dev.nnebench.target.LobPrefetch;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What decoding a column type costs the client: CPU ms of the fetching thread per million cells,
 * a row per typed shape a run fetched (with its driver, crypto, fetch size and LOB prefetch) and
 * a column per read style, with its interval. One type per shape answers per type (the row id's
 * NUMBER is among the cells); a shape of several types answers per cell of its mix.
 */
final class TypeDecoding {
  private static final String TITLE = "Decoding cost by column type";
  private static final String GET_STRING = "getString";

  static final Question QUESTION = Question.of("type-decoding", "decoding cost per cell",
      TypeDecoding::answers, AnswerTable.written(TITLE, run -> section(run.to("type-decoding"))));

  private TypeDecoding() {}

  /* A typed shape's fetch of the main leg, unpaired or its own side. */
  private static List<Answer> answers(Question q, List<Trial> trials) {
    List<Answer> out = new ArrayList<>();
    for (Trial t : trials) {
      Measured cost = Figures.CPU_PER_MILLION_CELLS.of(t);
      if (typed(t).isPresent() && cost.isValid()) {
        Cell cell = Answers.cell(t);
        out.add(q.answer(Answers.label(cell), cell, cost, "CPU ms per million cells", true,
            TrialSteadiness.problem(t)));
      }
    }
    return out;
  }

  static List<String> section(List<Answer> answers) {
    Set<String> reads = new LinkedHashSet<>();
    Map<List<String>, Map<String, String>> rows = new LinkedHashMap<>();
    boolean mixed = false;
    for (Answer a : answers) {
      Shape shape = Shapes.parse(a.text(Axes.SHAPE));
      mixed |= shape.types().stream().distinct().count() > 1;
      String read = a.text(Axes.READ).isEmpty() ? GET_STRING : a.text(Axes.READ);
      reads.add(read);
      rows.computeIfAbsent(row(a, shape), k -> new LinkedHashMap<>())
          .put(read, a.value().plain());
    }
    if (rows.isEmpty()) {
      return List.of();
    }
    List<String> header = new ArrayList<>(List.of("types", "shape", "driver", "crypto",
        "fetch size", "lobPrefetch"));
    header.addAll(reads);
    MarkdownTable table = MarkdownTable.of(header, 4);
    rows.forEach((row, byRead) -> {
      List<String> cells = new ArrayList<>(row);
      reads.forEach(r -> cells.add(byRead.getOrDefault(r, "")));
      table.row(cells);
    });
    return Section.of(TITLE, intro(mixed), table.lines(), "");
  }

  private static String intro(boolean mixed) {
    return "CPU time of the fetching thread per million cells (the row id's NUMBER included), by"
        + " read style: getString and getBytes read a typed shape's columns with their natural"
        + " getters (getBigDecimal, LocalDateTime/OffsetDateTime, getDouble, getBytes; CLOB and"
        + " BLOB as strings and bytes), typed reads CLOB and BLOB through their streams, getObject"
        + " takes what the driver's getObject returns. The row digest that verifies every value"
        + " folds scalars as they are (a NUMBER's digits and scale, a DATE's or TIMESTAMP's"
        + " seconds and nanoseconds, a BINARY_DOUBLE's bits): no text is made, so beside the"
        + " driver's decoding the figures hold one multiply-xor per cell (and a NUMBER's"
        + " trailing zeros stripped). Compare within one run: the machine's speed moves the"
        + " absolute figures."
        + (mixed ? " A shape of several types gives the cost per cell of its mix; one type per"
            + " shape (`--preset types`) answers per type." : "");
  }

  private static List<String> row(Answer a, Shape shape) {
    String prefetch = a.text(Axes.LOB_PREFETCH);
    boolean lobs = shape.types().stream().anyMatch(type -> type.kind().lob());
    return List.of("**" + shape.typeList() + "**", a.text(Axes.SHAPE),
        a.text(Axes.DRIVER), a.crypto(), a.text(Axes.FETCH_SIZE),
        lobs ? (prefetch.isEmpty() ? LobPrefetch.DEFAULT : prefetch) : "");
  }

  private static Optional<Shape> typed(Trial t) {
    if (!t.is(Benchmark.FETCH) || !LegName.MAIN.ran(t)) {
      return Optional.empty();
    }
    try {
      return t.cell().find(Axes.SHAPE).filter(Shape::typed);
    } catch (IllegalArgumentException notAShape) {
      return Optional.empty();
    }
  }
}
