package dev.nnebench.diagnose.candidates;

import dev.nnebench.cell.Axes;
import dev.nnebench.cell.Axis;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.Targets;
import dev.nnebench.target.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The settings worth measuring against those in force: the preset's candidates, less those that
 * change nothing, that the driver or target cannot do, and those that cannot matter (useJCEAPI
 * on a driver that ignores it or without encryption).
 */
public final class Candidates {
  /** What is measured, and what is not with why. */
  public record Selection(List<Candidate> kept, List<String> skipped) {}

  private Candidates() {}

  static Selection select(List<Candidate> candidates, Scenario inForce, TargetKind kind,
      NneLevel serverLevel) {
    return select(candidates, inForce, kind, serverLevel, Transport.TCP);
  }

  /** As above, with the settings in force reached over {@code transport}. */
  public static Selection select(List<Candidate> candidates, Scenario inForce, TargetKind kind,
      NneLevel serverLevel, Transport transport) {
    List<Candidate> kept = new ArrayList<>();
    List<String> skipped = new ArrayList<>();
    for (Candidate c : candidates) {
      if (changesNothing(c, inForce, transport)) {
        continue;
      }
      reason(c, inForce, kind, serverLevel, transport).ifPresentOrElse(
          why -> skipped.add(c.text() + ": " + why), () -> kept.add(c));
    }
    return new Selection(kept, skipped);
  }

  /* Also a service asked at a level that turns it off (checksum=SHA256 while REJECTED). A
   * setting beside the scenario (lobPrefetch) is a change: the scenario does not hold it. */
  private static boolean changesNothing(Candidate c, Scenario inForce, Transport transport) {
    if (c.transport().filter(t -> t != transport).isPresent()) {
      return false;
    }
    if (!c.changes().axes().stream()
        .allMatch(a -> a == Axes.TRANSPORT || a.part() == Axis.Part.SCENARIO)) {
      return false;
    }
    try {
      return c.applyTo(inForce).equals(inForce);
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static Optional<String> reason(Candidate c, Scenario inForce, TargetKind kind,
      NneLevel serverLevel, Transport transport) {
    Optional<String> jce = useJceApi(c, inForce);
    if (jce.isPresent()) {
      return jce;
    }
    if (c.isNneOff() && kind != TargetKind.URL && serverLevel == NneLevel.REQUIRED) {
      return Optional.of("the server requires NNE (--server-nne REQUIRED)");
    }
    Scenario other;
    try {
      other = c.applyTo(inForce);
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
    return TransportFit.reason(c, inForce, other, transport, kind).or(other::refusal)
        .or(() -> Targets.refusalBeforeStart(kind, other));
  }

  /* useJCEAPI alone (not with another driver) can only matter where the driver honours it and
   * something is encrypted. */
  private static Optional<String> useJceApi(Candidate c, Scenario inForce) {
    if (!c.changes().has(Axes.JCE) || c.changes().has(Axes.DRIVER)) {
      return Optional.empty();
    }
    if (!inForce.driver().honoursUseJceApi()) {
      return Optional.of("ojdbc " + inForce.driver().shortName() + " ignores useJCEAPI");
    }
    if (inForce.encryption() == EncryptionType.NONE) {
      return Optional.of("no encryption in force: nothing for useJCEAPI to choose");
    }
    return Optional.empty();
  }
}
