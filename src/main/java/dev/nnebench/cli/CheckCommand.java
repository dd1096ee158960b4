package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.fetch.Environment;
import dev.nnebench.fetch.LinkedSession;
import dev.nnebench.fetch.Session;
import dev.nnebench.fetch.TransportReport;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.target.Target;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.Targets;
import dev.nnebench.target.Transport;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code nnebench check}: connect once and print what was negotiated. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Connects once with the given NNE settings and prints what the driver"
        + " negotiated: algorithm and provider for encryption and checksum, driver, JDK, SDU.",
        "On the loopback target it starts and stops the double itself."})
public final class CheckCommand implements Callable<Integer> {
  private static final int UNUSED_FETCH_SIZE = 1;

  @Spec CommandSpec spec;
  @Mixin TargetOptionsMixin targetOptions;
  @Mixin ScenarioOptions scenarioOptions;
  @Mixin LinkOptions linkOptions;
  @Mixin TransportOption transportOption;

  @Override
  public Integer call() throws SQLException {
    Scenario scenario = scenarioOptions.scenario(UNUSED_FETCH_SIZE,
        Shapes.parse(Shapes.DEFAULT_NAME), ReadStyle.GET_STRING);
    TargetOptions options = targetOptions.options();
    transportOption.over(Targets.planned(options)); // refused before anything starts
    transportOption.refuseMisfit(scenario);
    try (Target target = Targets.open(options);
        LinkedSession linked = LinkedSession.open(scenario, transportOption.over(target),
            linkOptions.link())) {
      print(spec.commandLine().getOut(), linked.session());
      linked.rtt().ifPresent(rtt -> Printing.link(spec.commandLine().getOut(), rtt));
    }
    return ExitCodes.OK;
  }

  private static void print(PrintWriter out, Session s) {
    Scenario sc = s.scenario();
    var n = s.negotiated();
    out.printf("target      %s%n", s.target().description());
    out.printf("driver      ojdbc %s (%s)%n", n.driverVersion(), sc.driver());
    out.printf("encryption  %s via %s (asked %s %s)%n", n.encryption(), n.encryptionProvider(),
        sc.encryptionLevel(), sc.encryption().driverName());
    out.printf("checksum    %s via %s (asked %s %s)%n", n.checksum(), n.checksumProvider(),
        sc.checksumLevel(), sc.checksum().driverName());
    out.printf("transport   %s%n",
        TransportReport.read(s.connection()).describe(s.target().transport()));
    out.printf("useJCEAPI   %s%s%n", sc.jce(), Printing.jceNote(s.jceIgnored()));
    out.printf("schedule    %s%n", s.target().transport() == Transport.TCP
        ? s.keyScheduleLabel() + " NNE key schedule" : "no NNE key schedule: TLS keys the session");
    out.printf("sdu         %s%n", n.sdu() < 0 ? "n/a" : n.sdu() + " bytes");
    out.printf("connect     %.1f ms (TCP, key exchange, logon)%n", s.connectNanos() / 1e6);
    out.printf("env         %s%n", Environment.current().summary());
    out.flush();
  }
}
