package dev.nnebench.report.question;

import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.chart.Charts;
import dev.nnebench.report.markdown.AnswerSections;
import dev.nnebench.report.markdown.NetworkOrClient;
import dev.nnebench.report.markdown.ProfileSection;
import dev.nnebench.report.markdown.SteadinessSection;
import dev.nnebench.report.markdown.Summary;
import dev.nnebench.report.question.pool.PoolQuestions;
import dev.nnebench.report.question.published.PublishedQuestions;
import dev.nnebench.results.Trial;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Every question a run can answer, in one registry: the order their answers are computed,
 * compared and charted in, and the order report.md's answer sections follow. Adding a question
 * is declaring it (its id, figure, table, chart and Summary place) and naming it here twice.
 */
public final class Questions {
  /** In the order answers are computed and charts drawn. */
  public static final List<Question> ALL = Stream.of(
      List.of(CryptoQuestions.CIPHER_CEILING, CryptoQuestions.CHECKSUM_CEILING),
      List.of(FetchQuestions.NNE_COST, FetchQuestions.OWN_AES, FetchQuestions.FETCH_SIZE,
          FetchQuestions.CELL, FetchQuestions.OPEN, FetchQuestions.PER_CELL),
      NetworkQuestions.ALL, CompressionQuestions.ALL, LobQuestions.ALL,
      List.of(TypeDecoding.QUESTION, DriverFetchSize.QUESTION),
      ConnectQuestions.ALL, PoolQuestions.ALL, List.of(PublishedQuestions.PUBLISHED),
      TlsQuestions.ALL,
      List.of(CryptoQuestions.DRIVER_ENGINE, CeilingFraction.QUESTION, CryptoQuestions.AES_OFF,
          CryptoQuestions.SECOND_JDK)).flatMap(List::stream).toList();

  /*
   * The questions the Summary speaks of: those with a line there, and the fetch cells and opens
   * their ratios rest on, which count among the answers an unsteady trial weakens.
   */
  private static final List<Question> SUMMARISED = Stream.concat(
      ALL.stream().filter(q -> q.phrase().isPresent()),
      Stream.of(FetchQuestions.CELL, FetchQuestions.OPEN)).toList();

  /** report.md's answer sections in order: the questions' own among the run-wide ones. */
  private static final List<Part> SECTIONS = List.of(
      asked(FetchQuestions.NNE_COST, FetchQuestions.OWN_AES, FetchQuestions.FETCH_SIZE),
      asked(NetworkQuestions.ALL),
      Part.of(NetworkOrClient::section),
      asked(CompressionQuestions.ALL),
      asked(LobQuestions.ALL),
      asked(TypeDecoding.QUESTION),
      asked(FetchQuestions.CELL, FetchQuestions.OPEN),
      Part.of(run -> ProfileSection.section(run.trials())),
      asked(DriverFetchSize.QUESTION),
      asked(ConnectQuestions.ALL),
      asked(PoolQuestions.ALL),
      asked(PublishedQuestions.PUBLISHED),
      asked(TlsQuestions.ALL),
      asked(CryptoQuestions.DRIVER_ENGINE),
      asked(FetchQuestions.PER_CELL),
      asked(CeilingFraction.QUESTION),
      asked(CryptoQuestions.CIPHER_CEILING, CryptoQuestions.CHECKSUM_CEILING),
      asked(CryptoQuestions.AES_OFF, CryptoQuestions.SECOND_JDK),
      Part.of(run -> SteadinessSection.section(run.trials())));

  private Questions() {}

  /** One part of report.md's answers: the questions it lays out (none for a run-wide one). */
  private record Part(List<Question> asked, Function<RunAnswers, List<String>> lines) {
    static Part of(Function<RunAnswers, List<String>> runWide) {
      return new Part(List.of(), runWide);
    }
  }

  /** Every answer {@code trials} hold. */
  public static List<Answer> answers(List<Trial> trials) {
    return Answers.of(trials, ALL);
  }

  /** The Summary's lines for {@code run}. */
  public static List<String> summary(RunAnswers run) {
    return Summary.of(run, SUMMARISED, FetchQuestions.OWN_AES_ID);
  }

  /** report.md's "Answers" sections for {@code run}. */
  public static List<String> sections(RunAnswers run) {
    return SECTIONS.stream().flatMap(part -> part.lines().apply(run).stream()).toList();
  }

  /** Draws every declared chart {@code run} has data for into {@code dir}. */
  public static List<Charts.Drawn> charts(Path dir, RunAnswers run) throws IOException {
    return Charts.draw(dir, run, ALL);
  }

  /** The questions report.md's sections lay out, in their order: each of {@link #ALL} once. */
  static List<Question> laidOut() {
    return SECTIONS.stream().flatMap(part -> part.asked().stream()).toList();
  }

  private static Part asked(Question... questions) {
    return asked(List.of(questions));
  }

  private static Part asked(List<Question> questions) {
    return new Part(questions, run -> AnswerSections.lines(questions, run));
  }
}
