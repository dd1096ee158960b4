package dev.nnebench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.wire.server.ServerOptions;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class ServeCommandTest {
  private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");

  @Test
  void shouldListenServeAndStopWithExitZeroOnSigterm() throws Exception {
    ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "serve", "--port", "0",
        "--encryption-server", "REQUIRED", "--encryption-types", "AES192",
        "--checksum-server", "REQUESTED", "--checksum-types", "(SHA384, SHA1)",
        "--user", "scott").redirectErrorStream(true);
    builder.environment().put("NNEBENCH_PASSWORD", "tiger");
    Process p = builder.start();
    try (BufferedReader out = new BufferedReader(
        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      Matcher m = LISTENING.matcher(String.valueOf(out.readLine()));
      assertTrue(m.matches(), "first line must announce the port");
      Properties props = new Properties();
      props.setProperty("user", "scott");
      props.setProperty("password", "tiger");
      // the driver itself, not DriverManager: which drivers DriverManager sees depends on the
      // context class loader of its first use in this JVM, which another test may have set
      try (Connection c = new oracle.jdbc.OracleDriver().connect(
          "jdbc:oracle:thin:@//127.0.0.1:" + m.group(1) + "/FREEPDB1", props)) {
        assertTrue(c.isValid(5));
      }
      String line = out.readLine();
      assertTrue(line.contains("encryption=AES192 checksum=SHA384"), line);
      assertTrue(line.endsWith("outcome=logoff"), line);
      p.destroy(); // SIGTERM
      assertTrue(p.waitFor(20, TimeUnit.SECONDS));
      assertEquals(0, p.exitValue());
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void shouldRejectAnUnknownAlgorithmInOneLineWithExitTwo() {
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err)).setOut(new PrintWriter(new StringWriter()))
        .execute("serve", "--encryption-types", "AES256,RC4_40");
    assertEquals(ExitCodes.USAGE, code);
    String text = err.toString().strip();
    assertEquals(1, text.lines().count(), text);
    assertTrue(text.contains("--encryption-types: unknown algorithm 'RC4_40'"), text);
  }

  @Test
  void shouldRejectAnUnknownLevelWithExitTwo() {
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err))
        .execute("serve", "--checksum-server", "SOMETIMES");
    assertEquals(ExitCodes.USAGE, code);
  }

  @Test
  void shouldSayWhenThePortIsTaken() throws Exception {
    try (java.net.ServerSocket taken = new java.net.ServerSocket(0, 1,
        java.net.InetAddress.getLoopbackAddress())) {
      StringWriter err = new StringWriter();
      int code = Main.commandLine().setErr(new PrintWriter(err))
          .setOut(new PrintWriter(new StringWriter()))
          .execute("serve", "--port", Integer.toString(taken.getLocalPort()));
      assertEquals(ExitCodes.TARGET, code);
      assertTrue(err.toString().contains("cannot listen on 127.0.0.1:" + taken.getLocalPort()),
          err.toString());
    }
  }

  @Test
  void shouldParseSqlnetStyleLists() {
    assertEquals(List.of(ChecksumType.SHA256, ChecksumType.MD5),
        ServeCommand.parse("(SHA256, md5)", "--checksum-types", ChecksumType::byDriverName));
    assertEquals(List.of(EncryptionType.AES128),
        ServeCommand.parse("AES128", "--encryption-types", EncryptionType::byDriverName));
  }

  @Test
  void shouldTakeTheInboundConnectTimeoutInSeconds() {
    CommandLine.ParseResult parsed = Main.commandLine()
        .parseArgs("serve", "--inbound-connect-timeout", "5");
    ServeCommand serve = (ServeCommand) parsed.subcommand().commandSpec().userObject();
    assertEquals(Duration.ofSeconds(5), serve.options().inboundConnectTimeout());
  }

  @Test
  void shouldServeTcpsOnlyWhenAsked() {
    ServeCommand plain = (ServeCommand) Main.commandLine().parseArgs("serve").subcommand()
        .commandSpec().userObject();
    assertEquals(null, plain.options().tls());
    ServeCommand tcps = (ServeCommand) Main.commandLine()
        .parseArgs("serve", "--tcps", "--tcps-port", "0").subcommand().commandSpec().userObject();
    assertTrue(tcps.options().tls() != null);
    assertEquals(0, tcps.options().tcpsPort());
  }

  @Test
  void shouldAnswerEzTlsUnlessTurnedOff() {
    ServeCommand byDefault = (ServeCommand) Main.commandLine().parseArgs("serve").subcommand()
        .commandSpec().userObject();
    assertTrue(byDefault.options().ezTls() != null);
    ServeCommand off = (ServeCommand) Main.commandLine().parseArgs("serve", "--eztls", "off")
        .subcommand().commandSpec().userObject();
    assertEquals(null, off.options().ezTls());
  }

  @Test
  void shouldRejectANegativeInboundConnectTimeoutInOneLine() {
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err))
        .setOut(new PrintWriter(new StringWriter()))
        .execute("serve", "--inbound-connect-timeout", "-1");
    assertEquals(ExitCodes.USAGE, code);
    String text = err.toString().strip();
    assertEquals(1, text.lines().count(), text);
    assertTrue(text.contains("inbound connect timeout"), text);
  }

  @Test
  void shouldTakeTheHostileClientLimits() {
    ServeCommand defaults = (ServeCommand) Main.commandLine().parseArgs("serve").subcommand()
        .commandSpec().userObject();
    assertEquals(ServerOptions.DEFAULT_MAX_CONNECTIONS, defaults.options().maxConnections());
    assertEquals(ServerOptions.DEFAULT_SEND_TIMEOUT, defaults.options().sendTimeout());
    ServeCommand serve = (ServeCommand) Main.commandLine().parseArgs("serve",
        "--max-connections", "10", "--max-login-request", "32768", "--send-timeout", "0")
        .subcommand().commandSpec().userObject();
    assertEquals(10, serve.options().maxConnections());
    assertEquals(32768, serve.options().maxLoginRequest());
    assertEquals(Duration.ZERO, serve.options().sendTimeout());
  }

  @Test
  void shouldRejectAZeroConnectionLimitInOneLine() {
    StringWriter err = new StringWriter();
    int code = Main.commandLine().setErr(new PrintWriter(err))
        .setOut(new PrintWriter(new StringWriter()))
        .execute("serve", "--max-connections", "0");
    assertEquals(ExitCodes.USAGE, code);
    String text = err.toString().strip();
    assertEquals(1, text.lines().count(), text);
    assertTrue(text.contains("connection limit"), text);
  }
}
