package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.wire.load.ServerModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code serve --server PROFILE} and the explicit server-model flags. */
class ServeServerModelTest {

  @Test
  void noModelUnlessAsked() {
    assertTrue(model().isNone());
  }

  @Test
  void aProfileWithOneParameterReplaced() {
    ServerModel m = model("--server", "pool-k2", "--server-fetch", "1ms/2ms");
    assertEquals("pool-k2", m.name());
    assertEquals(2, m.cpus());
    assertEquals(5_000_000L, m.execute().cpuNanos());
    assertEquals(1_000_000L, m.fetch().cpuNanos());
    assertEquals(2_000_000L, m.fetch().waitNanos());
  }

  @Test
  void explicitFlagsAloneMakeACustomModelOnOneCpu() {
    ServerModel m = model("--server-fetch", "20ms", "--server-draw", "exponential",
        "--server-seed", "7");
    assertEquals("custom", m.name());
    assertEquals("cpus=1,connect=0,execute=0,fetch=20ms,row=0,draw=exponential,seed=7", m.spec());
  }

  @Test
  void badValuesAreOneLineNamingTheFix() {
    assertOneLine("unknown server profile 'big'; use one of", "--server", "big");
    assertOneLine("fetch: '20' is not a time; write e.g.", "--server-fetch", "20");
    assertOneLine("cpus must be 1..4096, got 0", "--server", "oltp", "--server-cpus", "0");
    assertOneLine("draw must be fixed or exponential", "--server-draw", "normal");
    assertOneLine("unknown server model key 'disk'", "--server", "cpus=2,disk=1ms");
  }

  private static ServerModel model(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "serve";
    System.arraycopy(args, 0, all, 1, args.length);
    ServeCommand serve = (ServeCommand) Main.commandLine().parseArgs(all).subcommand()
        .commandSpec().userObject();
    return serve.options().serverLoad().model();
  }

  private static void assertOneLine(String expected, String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "serve";
    System.arraycopy(args, 0, all, 1, args.length);
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err))
        .setOut(new PrintWriter(new StringWriter())).execute(all);
    assertEquals(ExitCodes.USAGE, code);
    String text = err.toString().strip();
    assertEquals(1, text.lines().count(), text);
    assertTrue(text.contains(expected), text);
  }
}
