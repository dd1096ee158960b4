package dev.nnebench.report;

import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How a question speaks in the Summary: where among the other questions' lines ({@code rank},
 * lowest first: the setting to change first), which told-apart answers it names ({@code wanted})
 * and the line it names the one that best stands for them with.
 */
record Phrase(int rank, Predicate<Answer> wanted, Function<Answer, String> line) {}
