package dev.nnebench.run;

import dev.nnebench.cell.Cell;
import java.util.Optional;

/** One reason the plan may leave a cell out ({@link CellRules} lists them all). */
@FunctionalInterface
interface CellRule {
  CellRule NONE = cell -> Optional.empty();

  /** Why {@code cell} does not run, or empty when this rule lets it. */
  Optional<Refusal> refusal(Cell cell);

  /** This rule, then {@code next} for the cells this one lets run. */
  default CellRule or(CellRule next) {
    return cell -> refusal(cell).or(() -> next.refusal(cell));
  }
}
