package dev.nnebench.driver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Properties;

/**
 * One ojdbc version in its own class loader, whose parent is the platform loader: it sees the
 * JDK but neither our classes nor the ojdbc on our class path, so versions cannot mix. Connections
 * are made through its {@link Driver} instance, never through DriverManager.
 */
public final class LoadedDriver {
  private static final String DRIVER_CLASS = "oracle.jdbc.OracleDriver";

  private final DriverVersion version;
  private final Path jar;
  private final URLClassLoader loader;
  private final Driver driver;

  private LoadedDriver(DriverVersion version, Path jar, URLClassLoader loader, Driver driver) {
    this.version = version;
    this.jar = jar;
    this.loader = loader;
    this.driver = driver;
  }

  static LoadedDriver load(DriverVersion version, Path jar) {
    URLClassLoader loader = new URLClassLoader("ojdbc-" + version.shortName(),
        new URL[] {url(jar)}, ClassLoader.getPlatformClassLoader());
    try {
      Class<?> type = Class.forName(DRIVER_CLASS, true, loader);
      Driver driver = (Driver) type.getDeclaredConstructor().newInstance();
      return new LoadedDriver(version, jar, loader, driver);
    } catch (ReflectiveOperationException | LinkageError e) {
      close(loader);
      throw new IllegalStateException("cannot load " + DRIVER_CLASS + " from " + jar + ": " + e, e);
    }
  }

  private static URL url(Path jar) {
    try {
      return jar.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException("bad driver path " + jar, e);
    }
  }

  private static void close(URLClassLoader loader) {
    try {
      loader.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Connects through this version's driver. The context class loader is the driver's own while
   * connecting, so anything it looks up through it (service providers) comes from its jar.
   */
  public Connection connect(String url, Properties properties) throws SQLException {
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      Connection c = driver.connect(url, properties);
      if (c == null) {
        throw new SQLException("ojdbc " + version + " does not accept the URL " + url);
      }
      return c;
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** The driver's full version as it reports it, e.g. {@code 23.26.4.0.0}. */
  public String fullVersion() {
    try {
      Method m = driver.getClass().getMethod("getDriverVersion");
      return String.valueOf(m.invoke(null));
    } catch (ReflectiveOperationException e) {
      return driver.getMajorVersion() + "." + driver.getMinorVersion();
    }
  }

  /** Calls a public no-argument method of a driver interface on {@code target}; null if absent. */
  Object call(String interfaceName, String method, Object target) throws SQLException {
    try {
      Method m = Class.forName(interfaceName, false, loader).getMethod(method);
      return m.invoke(target);
    } catch (NoSuchMethodException | ClassNotFoundException e) {
      return null;
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof SQLException s) {
        throw s;
      }
      throw new IllegalStateException(method + " failed: " + e.getCause(), e.getCause());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(method + " is not accessible: " + e, e);
    }
  }

  public DriverVersion version() {
    return version;
  }

  public Path jar() {
    return jar;
  }

  public ClassLoader classLoader() {
    return loader;
  }

  public Driver driver() {
    return driver;
  }

  @Override
  public String toString() {
    return "ojdbc " + fullVersion() + " (" + jar.getFileName() + ")";
  }
}
