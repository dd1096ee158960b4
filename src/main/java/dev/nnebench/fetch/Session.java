package dev.nnebench.fetch;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.scenario.Calibration;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * An open connection for a scenario, with what was negotiated and what opening it cost.
 *
 * @param scenario what was asked
 * @param target where it connected
 * @param connection the driver's connection
 * @param negotiated what the driver reports it negotiated (already checked against the scenario)
 * @param connectNanos wall time of {@code Driver.connect}: TCP, NNE key exchange and logon
 * @param calibration the CPU cost added on purpose to each chunk of rows this session reads
 */
public record Session(
    Scenario scenario, Target target, Connection connection, Negotiated negotiated,
    long connectNanos, Calibration calibration) implements AutoCloseable {

  /** A session that reads at its own cost, nothing added. */
  public Session(Scenario scenario, Target target, Connection connection, Negotiated negotiated,
      long connectNanos) {
    this(scenario, target, connection, negotiated, connectNanos, Calibration.NONE);
  }

  /** This session with {@code added} burned after each chunk of rows it reads. */
  public Session calibrated(Calibration added) {
    return new Session(scenario, target, connection, negotiated, connectNanos, added);
  }

  /**
   * True when the driver ignored {@code useJCEAPI} (its provider says the opposite of what was
   * asked); empty without encryption or when the driver does not name its provider.
   */
  public Optional<Boolean> jceIgnored() {
    return negotiated.encryptionUsesJce().map(usesJce -> usesJce != scenario.jce());
  }

  /**
   * The NNE key schedule this connection ran: the target's, except that a driver too old for
   * the updated one gets the legacy one from an updated server ("legacy", "updated", "unknown").
   */
  public String keyScheduleLabel() {
    return target.keySchedule()
        .map(s -> s == KeySchedule.UPDATED && !scenario.driver().runsUpdatedKeySchedule()
            ? KeySchedule.LEGACY : s)
        .map(KeySchedule::label).orElse(Target.UNKNOWN_KEY_SCHEDULE);
  }

  @Override
  public void close() throws SQLException {
    connection.close();
  }
}
