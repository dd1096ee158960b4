package dev.nnebench.report.answer;

import dev.nnebench.cell.Cell;
import dev.nnebench.results.Trial;
import java.util.function.Predicate;

/**
 * What a ratio question compares: the trials it asks about and the axes whose changes make each
 * one's counterpart (e.g. encryption and checksum NONE).
 */
public record Pairing(Predicate<Trial> subject, Cell changes) {}
