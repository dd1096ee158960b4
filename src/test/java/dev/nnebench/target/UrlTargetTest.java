package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.NneLevel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UrlTargetTest {

  @Test
  void givenPasswordIsUsedAndNeverDescribed() {
    try (Target t = Targets.open(TargetOptions.url("jdbc:oracle:thin:@//db:1521/X", "scott", "tiger"))) {
      assertEquals("tiger", t.password());
      assertEquals(TargetKind.URL, t.kind());
      assertTrue(!t.description().contains("tiger"), t.description());
    }
  }

  @Test
  void passwordComesFromTheEnvironmentAndIsNeverPrinted() throws Exception {
    String secret = "s3cret-pw";
    var options = new TargetOptions(TargetKind.LOOPBACK, null, "bench", secret, NneLevel.ACCEPTED);
    try (LoopbackTarget loopback = LoopbackTarget.start(options)) {
      Result withEnv = check(loopback.url(), secret);
      assertEquals(0, withEnv.exitCode(), withEnv.output());
      assertTrue(withEnv.output().contains("encryption  AES256 via"), withEnv.output());
      assertTrue(!withEnv.output().contains(secret), withEnv.output());
      Result without = check(loopback.url(), null);
      assertEquals(2, without.exitCode(), without.output());
      assertTrue(without.output().contains("set " + UrlTarget.PASSWORD_ENV), without.output());
    }
  }

  @Test
  void serverErrorDuringTheFetchIsOneLineWithTheFetchCode() throws Exception {
    try (LoopbackTarget loopback = LoopbackTarget.start(TargetOptions.loopback())) {
      Result r = run(loopback.password(), "fetch", "--target", "url", "--url", loopback.url(),
          "--user", loopback.user(), "--query", "select * from nope");
      assertEquals(ExitCodes.FETCH, r.exitCode(), r.output());
      assertTrue(r.output().contains("ORA-00942: table or view does not exist"), r.output());
      assertEquals(1, r.output().strip().lines().count(), r.output());
    }
  }

  private record Result(int exitCode, String output) {}

  /** {@code nnebench check --target url} in a child JVM, which has no console to prompt on. */
  private static Result check(String url, String password) throws Exception {
    return run(password, "check", "--target", "url", "--url", url, "--user", "bench");
  }

  /** nnebench in a child JVM with the password (if any) only in its environment. */
  private static Result run(String password, String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dnnebench.drivers=" + System.getProperty("nnebench.drivers"),
        "-cp", ChildClasspath.current(), LoopbackTarget.MAIN_CLASS));
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
        .redirectInput(ProcessBuilder.Redirect.PIPE);
    pb.environment().remove(UrlTarget.PASSWORD_ENV);
    if (password != null) {
      pb.environment().put(UrlTarget.PASSWORD_ENV, password);
    }
    Process p = pb.start();
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(p.waitFor(), out);
  }

  @Test
  void missingUrlSaysHowToGiveOne() {
    var e = assertThrows(NnebenchException.class,
        () -> Targets.open(TargetOptions.url(null, "scott", "tiger")));
    assertEquals(ExitCodes.USAGE, e.exitCode());
    assertTrue(e.getMessage().contains("--url jdbc:oracle:thin:@//"), e.getMessage());
  }

  @Test
  void nonThinUrlIsRefused() {
    var e = assertThrows(NnebenchException.class,
        () -> Targets.open(TargetOptions.url("jdbc:oracle:oci:@X", "scott", "tiger")));
    assertTrue(e.getMessage().contains("jdbc:oracle:thin:"), e.getMessage());
  }
}
