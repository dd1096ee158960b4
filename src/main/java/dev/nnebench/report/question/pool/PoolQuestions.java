package dev.nnebench.report.question.pool;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Cell;
import dev.nnebench.report.answer.Answer;
import dev.nnebench.report.answer.AnswerTable;
import dev.nnebench.report.answer.Answers;
import dev.nnebench.report.answer.Phrase;
import dev.nnebench.report.answer.Question;
import dev.nnebench.report.answer.QuestionChart;
import dev.nnebench.report.answer.SummaryPlace;
import dev.nnebench.report.chart.PoolChart;
import dev.nnebench.report.figure.CounterpartFinder;
import dev.nnebench.report.figure.Crypto;
import dev.nnebench.report.figure.Figure;
import dev.nnebench.report.figure.Measured;
import dev.nnebench.report.figure.PoolCurve;
import dev.nnebench.report.figure.PoolFigures;
import dev.nnebench.report.figure.PoolModel;
import dev.nnebench.report.figure.TrialSteadiness;
import dev.nnebench.results.Benchmark;
import dev.nnebench.results.LegName;
import dev.nnebench.results.Trial;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The questions PoolThroughput and ConnectStorm answer: every pool cell's fetches/s and p99,
 * the recommended pool size per curve, what NNE costs the pool there, and each storm's time and
 * client CPU with what NNE costs them. Their section is the Pool section; the recommended sizes
 * have Summary lines.
 */
public final class PoolQuestions {
  static final String SIZE_ID = "pool-size";

  static final Question THROUGHPUT = Question.of("pool-throughput", "pool fetches/s",
      (q, trials) -> cells(q, trials, PoolFigures.THROUGHPUT, "fetches/s", false),
      AnswerTable.written(PoolSection.TITLE, run -> PoolSection.section(run.trials())))
      .charted(new QuestionChart("pool-throughput", run -> PoolChart.throughput(run.trials())))
      .charted(new QuestionChart("pool-latency", run -> PoolChart.latency(run.trials())));

  static final Question P99 = Question.of("pool-p99", "pool p99 latency",
      (q, trials) -> cells(q, trials, PoolFigures.P99_MS, "ms", true),
      AnswerTable.none(PoolSection.TITLE));

  static final Question SIZE = Question.of(SIZE_ID, "recommended pool size",
      PoolQuestions::recommended, AnswerTable.none(PoolSection.TITLE))
      .phrased(new Phrase(SummaryPlace.POOL_SIZE, (answers, run) -> answers.isEmpty()
          ? List.of() : PoolSection.summary(run.trials())));

  static final Question KNEE = Question.of("pool-knee",
      "the pool knee the measured hold time implies", PoolQuestions::knees,
      AnswerTable.none(PoolSection.TITLE));

  static final Question VS_MVA = Question.of("pool-vs-mva", "pool fetches/s vs MVA",
      (q, trials) -> against(q, trials, PoolModel.Point::mva),
      AnswerTable.none(PoolSection.TITLE));

  static final Question VS_BOUND = Question.of("pool-vs-bound",
      "pool fetches/s vs the asymptotic bound", (q, trials) -> against(q, trials,
      PoolModel.Point::bound), AnswerTable.none(PoolSection.TITLE));

  static final Question NNE_COST = Question.of("pool-nne-cost",
      "pool throughput with NNE vs without", PoolQuestions::nneCost,
      AnswerTable.none(PoolSection.TITLE));

  static final Question STORM_TIME = Question.of("storm-time", "storm until all usable",
      (q, trials) -> storms(q, trials, PoolFigures.STORM_MS, "ms"),
      AnswerTable.none(PoolSection.TITLE));

  static final Question STORM_CPU = Question.of("storm-cpu", "client CPU per connection",
      (q, trials) -> storms(q, trials, PoolFigures.CPU_PER_CONNECTION_MS, "ms"),
      AnswerTable.none(PoolSection.TITLE));

  static final Question STORM_NNE_COST = Question.of("storm-nne-cost",
      "storm with NNE vs without", PoolQuestions::stormNneCost,
      AnswerTable.none(PoolSection.TITLE));

  /** In the order the Pool section tells them. */
  public static final List<Question> ALL = List.of(THROUGHPUT, P99, SIZE, KNEE, VS_MVA,
      VS_BOUND, NNE_COST, STORM_TIME, STORM_CPU, STORM_NNE_COST);

  private PoolQuestions() {}

  private static List<Answer> cells(Question q, List<Trial> trials, Figure figure, String unit,
      boolean higherIsWorse) {
    return main(trials, Benchmark.POOL).stream().map(t -> q.answer(label(t), params(t),
        figure.of(t), unit, higherIsWorse, TrialSteadiness.problem(t))).toList();
  }

  /* The smallest pool within the best's interval, per curve at its most threads. */
  private static List<Answer> recommended(Question q, List<Trial> trials) {
    List<Answer> out = new ArrayList<>();
    for (PoolCurve c : PoolSection.widest(PoolCurve.of(trials))) {
      c.recommended().ifPresent(p -> {
        out.add(q.answer(c.label() + ", " + c.threads() + " threads",
            Answers.cell(p.trial()).without(Axes.POOL_SIZE),
            Measured.of(p.poolSize(), 0), "connections", true, ""));
      });
    }
    return out;
  }

  /* Per curve run against a server model: K (S + Z_h) / S at its recommended pool. */
  private static List<Answer> knees(Question q, List<Trial> trials) {
    List<Answer> out = new ArrayList<>();
    for (PoolModel m : PoolSection.models(PoolSection.widest(PoolCurve.of(trials)))) {
      m.knee().ifPresent(k -> out.add(q.answer(m.curve().label() + ", " + m.curve().threads()
          + " threads", Answers.cell(m.curve().points().get(0).trial()).without(Axes.POOL_SIZE),
          Measured.of(k, Double.NaN), "connections", false, "")));
    }
    return out;
  }

  /*
   * Per pool cell run against a server model: measured fetches/s over one reference's, for
   * every cell whichever reference its model calls for (the report's model check says which).
   */
  private static List<Answer> against(Question q, List<Trial> trials,
      ToDoubleFunction<PoolModel.Point> reference) {
    List<Answer> out = new ArrayList<>();
    for (PoolModel m : PoolSection.models(PoolCurve.of(trials))) {
      if (m.modelled()) {
        m.points().forEach(p -> out.add(q.answer(m.curve().label() + ", " + m.curve().threads()
            + " threads, poolSize " + p.poolSize(), params(p.trial()),
            p.measured().times(1 / reference.applyAsDouble(p)), Answer.RATIO, false, "")));
      }
    }
    return out;
  }

  /* Throughput with NNE over without at the recommended pool of each NNE curve. */
  private static List<Answer> nneCost(Question q, List<Trial> trials) {
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (PoolCurve c : PoolSection.widest(PoolCurve.of(trials))) {
      c.recommended().filter(p -> Crypto.nneOn(p.trial())).ifPresent(p -> counterparts.of(
          p.trial(), Benchmark.POOL, LegName.MAIN, Crypto.NNE_OFF).ifPresent(off ->
          out.add(q.answer(label(p.trial()), params(p.trial()),
              PoolFigures.THROUGHPUT.ratio(p.trial(), off), Answer.RATIO, false,
              TrialSteadiness.problem(p.trial(), off)))));
    }
    return out;
  }

  private static List<Answer> storms(Question q, List<Trial> trials, Figure figure,
      String unit) {
    return main(trials, Benchmark.STORM).stream().map(t -> q.answer(label(t), params(t),
        figure.of(t), unit, true, TrialSteadiness.problem(t))).toList();
  }

  private static List<Answer> stormNneCost(Question q, List<Trial> trials) {
    CounterpartFinder counterparts = new CounterpartFinder(trials);
    List<Answer> out = new ArrayList<>();
    for (Trial t : main(trials, Benchmark.STORM)) {
      if (Crypto.nneOn(t)) {
        counterparts.of(t, Benchmark.STORM, LegName.MAIN, Crypto.NNE_OFF).ifPresent(
            off -> out.add(q.answer(label(t), params(t), PoolFigures.STORM_MS.ratio(t, off),
                Answer.RATIO, true, TrialSteadiness.problem(t, off))));
      }
    }
    return out;
  }

  private static List<Trial> main(List<Trial> trials, Benchmark benchmark) {
    return trials.stream().filter(t -> t.is(benchmark) && LegName.MAIN.ran(t))
        .toList();
  }

  private static Cell params(Trial t) {
    return Answers.cell(t);
  }

  private static String label(Trial t) {
    return Answers.label(params(t));
  }
}
