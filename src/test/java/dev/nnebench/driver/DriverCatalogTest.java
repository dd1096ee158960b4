package dev.nnebench.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class DriverCatalogTest {

  @ParameterizedTest
  @EnumSource(DriverVersion.class)
  void everyVersionLoadsAndReportsItsOwnMajor(DriverVersion v) {
    LoadedDriver d = DriverCatalog.load(v);
    assertEquals(v.major(), d.driver().getMajorVersion());
    assertTrue(d.fullVersion().startsWith(v.major() + "."), d.fullVersion());
    assertSame(d, DriverCatalog.load(v));
  }

  @Test
  void twoVersionsLiveInSeparateLoadersInOneJvm() throws Exception {
    LoadedDriver v23 = DriverCatalog.load(DriverVersion.V23);
    LoadedDriver v18 = DriverCatalog.load(DriverVersion.V18);
    Class<?> a = v23.driver().getClass();
    Class<?> b = v18.driver().getClass();
    assertEquals(a.getName(), b.getName());
    assertNotSame(a, b);
    assertSame(v23.classLoader(), a.getClassLoader());
    assertSame(v18.classLoader(), b.getClassLoader());
    // our own class path also has ojdbc 23 (a compile dependency); the isolated copy is another
    Class<?> ours = Class.forName("oracle.jdbc.OracleDriver");
    assertNotSame(ours, a);
    // the isolated loaders see the JDK but not our classes
    assertThrows(ClassNotFoundException.class,
        () -> Class.forName(DriverCatalog.class.getName(), false, v23.classLoader()));
    assertNotEquals(v23.fullVersion(), v18.fullVersion());
  }

  @Test
  void withoutThePropertyTheDirectoryBesideOurClassesIsUsed() {
    String before = System.getProperty(DriverCatalog.DRIVERS_PROPERTY);
    System.clearProperty(DriverCatalog.DRIVERS_PROPERTY);
    try {
      assertEquals(Path.of(before).toAbsolutePath().normalize(),
          DriverCatalog.driversDir().toAbsolutePath().normalize());
    } finally {
      System.setProperty(DriverCatalog.DRIVERS_PROPERTY, before);
    }
  }

  @Test
  void missingJarNamesTheDirectoryAndTheFix(@TempDir Path empty) {
    String before = System.getProperty(DriverCatalog.DRIVERS_PROPERTY);
    System.setProperty(DriverCatalog.DRIVERS_PROPERTY, empty.toString());
    try {
      var e = assertThrows(NnebenchException.class, () -> DriverCatalog.jar(DriverVersion.V19));
      assertEquals(ExitCodes.USAGE, e.exitCode());
      assertTrue(e.getMessage().contains(empty.toString()), e.getMessage());
      assertTrue(e.getMessage().contains("-Dnnebench.drivers"), e.getMessage());
    } finally {
      System.setProperty(DriverCatalog.DRIVERS_PROPERTY, before);
    }
  }
}
