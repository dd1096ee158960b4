package dev.nnebench.report.question;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Pairing;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.Ratio;
import dev.nnebench.report.answer.RunAnswers;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figures;
import dev.nnebench.report.figure.Labels;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The question ConnectCost answers: what the key exchange costs, and what a pool saves. */
final class ConnectQuestions {
  private static final double MICROS_PER_MILLI = 1000;

  static final String CONNECT_ID = "connect-nne-cost";
  static final String CONNECT_CPU_ID = "connect-nne-cpu";
  private static final String TITLE = "Connect cost with and without a pool";

  static final Question CONNECT = Question.of(CONNECT_ID, "connect with NNE vs without",
      Ratio.of(Benchmark.OPEN, Figures.OPEN_TIME, new Pairing(Crypto::nneOn,
          Crypto.NNE_OFF)),
      AnswerTable.of(TITLE,
          "Opening a connection includes the NNE key exchange; a HikariCP pool of the same"
              + " settings pays it once, so borrowing is what an application sees per request."
              + " Time is the open's wall time; CPU is the opening thread's (the driver's key"
              + " exchange, key derivation and logon, not the server's work nor the waits).",
          answers -> answers.stream().map(a -> "- " + a.label()
              + ": open+close time vs no NNE **" + a.shown() + "**").toList(),
          "ConnectCost did not run (it needs a target that accepts logins).")
          .withMore(run -> Stream.concat(pooled(run.trials()).stream(),
              ConnectRoundTrips.lines(run.trials()).stream()).toList()))
      .phrased(Phrase.best(SummaryPlace.CONNECT, a -> a.value().value() > 1, a -> "- **Pool"
          + " connections**: opening one with " + a.crypto() + " takes **" + a.shown() + "** the"
          + " time of one without NNE (driver " + a.text(Axes.DRIVER) + ").")
          .when(run -> run.to(CONNECT_CPU_ID).isEmpty()));

  /*
   * The Summary's connect answer where the opens' CPU was recorded: on loopback an open's wall
   * time is mostly the client's CPU, but the rest (the double's work, a wake-up per message) is
   * the machine's and the model's, and moved the wall ratio by 5-8 % between runs minutes apart
   * where the CPU ratio's iterations scatter ± 1 %.
   */
  static final Question CONNECT_CPU = Question.of(CONNECT_CPU_ID,
      "connect with NNE vs without (CPU)", Ratio.of(Benchmark.OPEN, Figures.OPEN_CPU,
          new Pairing(t -> Crypto.nneOn(t) && Figures.timesOpenCpu(t), Crypto.NNE_OFF)),
      AnswerTable.of(TITLE, "", answers -> answers.stream().map(a -> "- " + a.label()
          + ": the opening thread's CPU per open+close vs no NNE **" + a.shown() + "**")
          .toList(), ""))
      .phrased(Phrase.best(SummaryPlace.CONNECT_CPU, a -> a.value().value() > 1, (a, run) ->
          "- **Pool connections**: opening one with " + a.crypto() + " costs **" + a.shown()
              + "** the opening thread's CPU of one without NNE (driver " + a.text(Axes.DRIVER)
              + wall(a, run) + ")."));

  static final List<Question> ALL = List.of(CONNECT, CONNECT_CPU, ConnectRoundTrips.QUESTION);

  private ConnectQuestions() {}

  /* The wall-time ratio of the same setting, where the run has it: what the user waits. */
  private static String wall(Answer cpu, RunAnswers run) {
    return run.to(CONNECT_ID).stream().filter(w -> w.label().equals(cpu.label())).findFirst()
        .map(w -> "; its time " + w.shown()).orElse("");
  }

  /* Per setting: what an open costs and what borrowing from the pool costs instead. */
  private static List<String> pooled(List<Trial> trials) {
    List<Trial> opens = trials.stream()
        .filter(t -> t.is(Benchmark.OPEN) && LegName.MAIN.ran(t)).toList();
    var varying = Labels.varying(opens);
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<String> lines = new ArrayList<>();
    for (Trial open : opens) {
      counterparts.of(open, Benchmark.POOLED, LegName.MAIN, Cell.EMPTY)
          .ifPresent(pooled -> lines.add("- " + Labels.of(open, varying) + ": open+close "
          + (Figures.paired(open) ? Figures.OPEN_MS : Figures.SCORE).of(open).with("ms")
          + "; from the pool " + Figures.score(pooled).times(MICROS_PER_MILLI).with("µs")));
    }
    return lines;
  }
}
