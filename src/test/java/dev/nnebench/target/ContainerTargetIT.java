package dev.nnebench.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.fetch.Connector;
import dev.nnebench.fetch.FetchResult;
import dev.nnebench.fetch.FetchRun;
import dev.nnebench.fetch.ServerView;
import dev.nnebench.fetch.Session;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.scenario.Shapes;
import dev.nnebench.shape.Shape;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.testcontainers.junit.jupiter.Testcontainers;

/** Oracle Free in Docker: the real server negotiates what the scenario asks and serves shapes. */
@Testcontainers(disabledWithoutDocker = true)
class ContainerTargetIT {
  private static final Shape SHAPE = new Shape(2_000, 4, 30, 10, 2);
  private static ContainerTarget target;

  @BeforeAll
  static void start() {
    target = ContainerTarget.start(TargetOptions.container());
  }

  @AfterAll
  static void stop() {
    if (target != null) {
      target.close();
    }
  }

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void everyDriverFetchesAVerifiedShapeOverNne(DriverVersion d) throws Exception {
    Scenario s = Scenario.of(d, true, EncryptionType.AES256, ChecksumType.SHA256, 100, SHAPE,
        ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, target)) {
      FetchResult r = FetchRun.run(session);
      assertTrue(r.verified());
      assertEquals("AES256", r.negotiated().encryption());
    }
  }

  /* A typed shape's SQL (standard functions over CONNECT BY, BLOB through a WITH FUNCTION) must
   * give on a real server the rows the double serves for it: the digest is the double's. */
  @ParameterizedTest
  @ValueSource(strings = {"types", "clob-small", "clob-large", "blob-large"})
  void typedShapeSqlYieldsTheDoublesRows(String name) throws Exception {
    for (ReadStyle read : new ReadStyle[] {ReadStyle.GET_STRING, ReadStyle.TYPED}) {
      Scenario s = Scenario.of(DriverVersion.V23, true, EncryptionType.AES256, ChecksumType.SHA256,
          100, Shapes.parse(name), read);
      try (Session session = Connector.open(s, target)) {
        assertTrue(FetchRun.run(session).verified(), name + " read by " + read);
      }
    }
  }

  /* Everything refusalOf lets through must connect: a server that dropped AES128 or SHA1 (SHA1 is
   * deprecated since 21c) would fail here rather than hours into a run. */
  @Test
  void everyAlgorithmTheTargetClaimsIsServed() throws Exception {
    for (EncryptionType e : ContainerTarget.ENCRYPTION_TYPES) {
      for (ChecksumType c : ContainerTarget.CHECKSUM_TYPES) {
        Scenario s = Scenario.of(DriverVersion.V23, true, e, c, 100, SHAPE, ReadStyle.GET_STRING);
        try (Session session = Connector.open(s, target)) {
          assertEquals(e.driverName(), session.negotiated().encryption(), e + "/" + c);
        }
      }
    }
  }

  @Test
  void theBenchUserReadsItsSessionStatistics() throws Exception {
    Scenario s = Scenario.of(DriverVersion.V23, true, EncryptionType.AES256, ChecksumType.SHA256,
        10, SHAPE, ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, target);
        Statement st = session.connection().createStatement();
        ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM v$mystat m JOIN v$statname n"
            + " ON n.statistic# = m.statistic#")) {
      assertTrue(rs.next() && rs.getLong(1) > 0);
    }
  }

  /* Pinned, the cpuset asked is the one read back; shared, none was asked. Either way the
   * description says which, and the path the forks take. */
  @Test
  void theContainerRunsOnTheCpusItWasGivenAndSaysWhereAndHowItIsReached() {
    CpuPlacement placement = target.placement().orElseThrow();
    assertEquals(placement.server().map(CpuList::toString).orElse(null),
        target.cpusetCpus() == null || target.cpusetCpus().isEmpty() ? null
            : CpuList.parse(target.cpusetCpus()).toString());
    assertTrue(target.description().contains(placement.describe())
        && target.description().contains(", path "), target.description());
  }

  @Test
  void serverSeesTheNegotiatedAlgorithms() throws Exception {
    Scenario s = Scenario.of(DriverVersion.V23, true, EncryptionType.AES192, ChecksumType.SHA384,
        10, SHAPE, ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, target);
        Statement st = session.connection().createStatement();
        ResultSet rs = st.executeQuery("SELECT network_service_banner FROM v$session_connect_info"
            + " WHERE sid = SYS_CONTEXT('USERENV', 'SID')")) {
      StringBuilder banners = new StringBuilder();
      while (rs.next()) {
        banners.append(rs.getString(1)).append('\n');
      }
      assertTrue(banners.toString().contains("AES192"), banners.toString());
      assertTrue(banners.toString().contains("SHA384"), banners.toString());
    }
  }

  /* The server's word on NNE is readable with the bench user's grant and agrees with the
   * driver's (the fork fails a trial where it does not). */
  @Test
  void theServersViewAgreesWithTheDrivers() throws Exception {
    Scenario s = Scenario.of(DriverVersion.V19, true, EncryptionType.AES128, ChecksumType.SHA512,
        10, SHAPE, ReadStyle.GET_STRING);
    try (Session session = Connector.open(s, target)) {
      assertEquals(java.util.Map.of(ServerView.ENCRYPTION, "AES128", ServerView.CHECKSUM,
          "SHA512"), ServerView.checked(session));
    }
  }

  @Test
  void aLocalEnginePublishesTheListenerOnLoopbackOnly() {
    DockerEngine engine = ContainerTarget.requireDocker();
    if (engine.local()) {
      assertEquals(java.util.List.of("127.0.0.1"), target.publishedAddresses());
    }
  }

  /* SYS and SYSTEM have a password of their own this run, not the bench user's default. */
  @Test
  void systemDoesNotTakeTheDefaultPassword() {
    java.util.Properties system = new java.util.Properties();
    system.setProperty("user", "system");
    system.setProperty("password", TargetOptions.DEFAULT_PASSWORD);
    java.sql.SQLException e = org.junit.jupiter.api.Assertions.assertThrows(
        java.sql.SQLException.class, () -> dev.nnebench.driver.DriverCatalog.load(
            DriverVersion.V23).connect(target.url(), system).close());
    assertEquals(1017, e.getErrorCode(), e.toString());
  }

  /* A container whose entrypoint dies (CREATE USER rejects the name; the CLI refuses it first)
   * is reported as exited, with its code and last lines, not as a startup timeout. */
  @Test
  void aContainerThatExitsDuringItsStartIsReportedAsExited() {
    ContainerLogTail tail = new ContainerLogTail(12);
    OracleFreeContainer c = ContainerTarget.configure(new TargetOptions(TargetKind.CONTAINER,
        null, "my-user", "bench", dev.nnebench.nne.NneLevel.ACCEPTED), tail, true,
        CpuPlacement.shared("test"));
    try {
      RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
          c::start);
      String m = ContainerStartFailure.of(e, tail.lines()).getMessage();
      assertTrue(m.contains("during its start") && !tail.lines().isEmpty(), m);
    } finally {
      c.stop();
    }
  }
}
