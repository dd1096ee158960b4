package dev.nnebench.report.ci;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;

/**
 * How CI files name one answer, the same in every run that asks the same thing: the question's
 * id, what about the cell it is when a question answers one cell several ways (e.g. the
 * benchmark), and the parameters, typed. Series in github-action-benchmark and Bencher are
 * matched across runs by this name alone, so it is built from the answer's key, never from its
 * wording.
 *
 * @param id the question's stable id, e.g. {@code nne-cost}
 * @param about e.g. {@code CipherThroughput.decrypt}; empty for most questions
 * @param params the answer's parameters (its key's), the counterpart only where two answers of
 *     one run would otherwise share a name
 */
public record AnswerName(String id, String about, Cell params) {
  private static final String KEY_SEPARATOR = " | ";

  /** The name of {@code answer}: its key's id, about and parameters. */
  public static AnswerName of(Answer answer) {
    String key = answer.key();
    int bar = key.indexOf(KEY_SEPARATOR);
    String head = bar < 0 ? key : key.substring(0, bar);
    String about = head.startsWith(answer.id()) ? head.substring(answer.id().length()).trim() : "";
    return new AnswerName(answer.id(), about, answer.cell().without(Axes.COUNTERPART));
  }

  /** This name with the counterpart of {@code cell} among its parameters. */
  public AnswerName withCounterpartOf(Cell cell) {
    return cell.paired()
        ? new AnswerName(id, about, params.with(Axes.COUNTERPART, cell.counterpart())) : this;
  }

  /** This name told from an alike one of the same run by {@code n}: {@code about#n}. */
  public AnswerName numbered(int n) {
    return new AnswerName(id, about + "#" + n, params);
  }

  /** {@code name=value,...} in name order, or empty. */
  public String paramText() {
    return params.sorted(",");
  }

  /** {@code about[params]}, or {@code [params]}: the test case of a JUnit report. */
  public String caseName() {
    return about + "[" + paramText() + "]";
  }

  /**
   * {@code id about (params)}, e.g. {@code nne-cost (checksum=SHA256,driver=23,...)}: the series
   * name in github-action-benchmark's custom JSON and the benchmark name in Bencher's BMF.
   */
  public String text() {
    String head = about.isEmpty() ? id : id + " " + about;
    return params.isEmpty() ? head : head + " (" + paramText() + ")";
  }
}
