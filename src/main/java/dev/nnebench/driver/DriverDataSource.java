package dev.nnebench.driver;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A plain DataSource over one isolated driver and fixed properties, so a pool (HikariCP's {@code
 * setDataSource}) opens connections exactly as {@link LoadedDriver#connect} does.
 */
public final class DriverDataSource implements DataSource {
  /** The driver's connection properties that carry the credentials. */
  public static final String USER = "user";
  public static final String PASSWORD = "password";

  private final LoadedDriver driver;
  private final String url;
  private final Properties properties;
  private PrintWriter logWriter;
  private int loginTimeoutSeconds;

  /** {@code properties} must carry user and password ({@link #USER}, {@link #PASSWORD}). */
  public DriverDataSource(LoadedDriver driver, String url, Properties properties) {
    this.driver = driver;
    this.url = url;
    this.properties = (Properties) properties.clone();
  }

  @Override
  public Connection getConnection() throws SQLException {
    return driver.connect(url, properties);
  }

  @Override
  public Connection getConnection(String user, String password) throws SQLException {
    Properties p = (Properties) properties.clone();
    p.setProperty(USER, user);
    p.setProperty(PASSWORD, password);
    return driver.connect(url, p);
  }

  @Override
  public PrintWriter getLogWriter() {
    return logWriter;
  }

  @Override
  public void setLogWriter(PrintWriter out) {
    this.logWriter = out;
  }

  @Override
  public void setLoginTimeout(int seconds) {
    this.loginTimeoutSeconds = seconds;
  }

  @Override
  public int getLoginTimeout() {
    return loginTimeoutSeconds;
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    throw new SQLFeatureNotSupportedException("no parent logger");
  }

  @Override
  public <T> T unwrap(Class<T> type) throws SQLException {
    if (type.isInstance(this)) {
      return type.cast(this);
    }
    throw new SQLException("not a wrapper for " + type.getName());
  }

  @Override
  public boolean isWrapperFor(Class<?> type) {
    return type.isInstance(this);
  }
}
