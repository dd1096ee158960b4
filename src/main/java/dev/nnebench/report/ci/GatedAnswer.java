package dev.nnebench.report.ci;

/**
 * One answer as a gate judged it: which answer, the verdict, the figures behind it and, in a
 * word, why (e.g. "same: the bars overlap", "no bar: a single measurement").
 *
 * @param name the answer's stable name and parameters
 * @param question how the report words the question, e.g. "NNE cost"
 * @param verdict passed, regressed or skipped
 * @param figures reference, candidate and limit
 * @param reason why this verdict, in a few words
 */
public record GatedAnswer(AnswerName name, String question, Verdict verdict,
    GateFigures figures, String reason) {}
