package dev.nnebench.diagnose.profile;

import dev.nnebench.driver.Negotiated;
import dev.nnebench.fetch.Environment;
import dev.nnebench.fetch.Session;
import dev.nnebench.fetch.TransportReport;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.target.Target;
import dev.nnebench.target.Transport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What is in force when the application connects with the given settings: what the driver
 * negotiated and who runs it (provider {@value Negotiated#DRIVER_OWN_PROVIDER} is the driver's own
 * AES, the classic cause of a slow encrypted fetch), the transport (over TCPS or ezTLS the TLS
 * version and suite the server reports, and no NNE), SDU, driver, JDK and CPU crypto flags.
 */
public record InForce(Scenario scenario, String target, Negotiated negotiated,
    Optional<Boolean> jceIgnored, String keySchedule, long connectNanos, Environment environment,
    Transport transport, TransportReport tls) {

  /* Over plain TCP there is no TLS to ask the server about. */
  public static InForce of(Session s) {
    Transport t = s.target().transport();
    return new InForce(s.scenario(), s.target().description(), s.negotiated(), s.jceIgnored(),
        s.keyScheduleLabel(), s.connectNanos(), Environment.current(), t,
        t == Transport.TCP
            ? new TransportReport(t.label(), TransportReport.NONE, TransportReport.NONE)
            : TransportReport.read(s.connection()));
  }

  /** Whether the driver negotiated NNE: encryption or a checksum. */
  public boolean nneOn() {
    return !negotiated.encryption().equals(Negotiated.NONE)
        || !negotiated.checksum().equals(Negotiated.NONE);
  }

  /** Whether the cipher runs in the driver's own code rather than JCE. */
  public boolean driverOwnAes() {
    return Negotiated.DRIVER_OWN_PROVIDER.equalsIgnoreCase(negotiated.encryptionProvider());
  }

  /** The lines diagnose prints and writes, name then value. */
  public List<String> lines() {
    Negotiated n = negotiated;
    List<String> out = new ArrayList<>();
    out.add(row("target", target));
    out.add(row("driver", "ojdbc " + n.driverVersion() + " (--driver " + scenario.driver() + ")"));
    out.add(row("encryption", n.encryption() + " via " + n.encryptionProvider()
        + (driverOwnAes() ? " (the driver's own AES, not JCE: slow)" : "")));
    out.add(row("checksum", n.checksum() + " via " + n.checksumProvider()));
    out.add(row("transport", tls.describe(transport)));
    out.add(row("useJCEAPI", scenario.jce() + jceNote()));
    out.add(row("keys", transport != Transport.TCP ? "no NNE key schedule: TLS keys the session"
        : "NNE key schedule " + keySchedule + (keySchedule.equals(Target.UNKNOWN_KEY_SCHEDULE)
            ? " (the server's ANO version is not visible through JDBC)" : "")));
    out.add(row("sdu", n.sdu() < 0 ? "n/a (this driver does not say)" : n.sdu() + " bytes"));
    out.add(row("fetch size", scenario.setsFetchSize()
        ? scenario.fetchSize() + " rows per round trip (defaultRowPrefetch)"
        : "default: none set, the driver chooses (the rows per round trip it used are counted"
            + " below)"));
    out.add(row("connect", String.format(Locale.ROOT, "%.1f ms (TCP, key exchange, logon)",
        connectNanos / 1e6)));
    out.add(row("jdk", environment.jdk()));
    out.add(row("cpu", environment.cpuModel() + " x" + environment.cpus() + ", aes="
        + environment.aes() + " sha_ni=" + environment.shaNi()));
    return out;
  }

  private String jceNote() {
    return jceIgnored.map(i -> i ? " (ignored by this driver)" : " (honoured)").orElse("");
  }

  public static String row(String name, String value) {
    return String.format(Locale.ROOT, "%-12s%s", name, value);
  }
}
